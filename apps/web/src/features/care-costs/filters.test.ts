import { describe, expect, it } from 'vitest';
import { chosenCustomer, nextSearch, readSearch, yearChoices } from './filters.ts';

describe('care costs filters', () => {
  it('offers this year and the two before, newest first', () => {
    expect(yearChoices(2026)).toEqual([2026, 2025, 2024]);
  });

  it('reads year and person from the query, falling back to this year and everyone', () => {
    expect(readSearch({ year: 2025, customerNumber: 10000004 }, 2026)).toEqual({
      year: 2025,
      customerNumber: '10000004',
    });
    expect(readSearch({ year: '2024', customerNumber: '01234567' }, 2026)).toEqual({
      year: 2024,
      customerNumber: '01234567',
    });
    expect(readSearch({ year: 2019, customerNumber: 'abc' }, 2026)).toEqual({
      year: 2026,
      customerNumber: null,
    });
    expect(readSearch({}, 2026)).toEqual({ year: 2026, customerNumber: null });
  });

  it('keeps other parameters, writes digits as the router reads them back, and drops the person for everyone', () => {
    expect(
      nextSearch({ source: 'mail', customerNumber: 1 }, { year: 2025, customerNumber: '10000004' }),
    ).toEqual({
      source: 'mail',
      year: 2025,
      customerNumber: 10000004,
    });
    expect(nextSearch({}, { year: 2025, customerNumber: '01234567' })).toEqual({
      year: 2025,
      customerNumber: '01234567',
    });
    expect(
      nextSearch({ source: 'mail', customerNumber: 10000004 }, { year: 2026, customerNumber: null }),
    ).toEqual({
      source: 'mail',
      year: 2026,
    });
  });

  it('only chooses a person the user may see', () => {
    expect(chosenCustomer('10000001', '10000001', [])).toBe('10000001');
    expect(chosenCustomer('10000004', '10000001', ['10000001', '10000004'])).toBe('10000004');
    expect(chosenCustomer('10000009', '10000001', ['10000001', '10000004'])).toBeNull();
    expect(chosenCustomer(null, '10000001', ['10000001'])).toBeNull();
  });
});
