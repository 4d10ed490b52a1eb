import { describe, expect, it } from 'vitest';
import { invoiceDescription } from './invoice-description.ts';

const premium = (start: string, end: string) => ({
  kind: 'premium' as const,
  description: 'Premie 2026-07',
  premiumPeriodStart: start,
  premiumPeriodEnd: end,
});

describe('invoiceDescription', () => {
  it('names the month of a monthly premium in the reader’s language', () => {
    expect(invoiceDescription(premium('2026-07-01', '2026-07-31'), 'nl')).toBe('Premie juli 2026');
    expect(invoiceDescription(premium('2026-07-01', '2026-07-31'), 'en')).toBe('Premium July 2026');
  });

  it('names the first and last month of a quarter', () => {
    expect(invoiceDescription(premium('2026-01-01', '2026-03-31'), 'nl')).toBe(
      'Premie januari 2026 – maart 2026',
    );
    expect(invoiceDescription(premium('2026-01-01', '2026-03-31'), 'en')).toBe(
      'Premium January 2026 – March 2026',
    );
  });

  it('calls an excess invoice by the one term of each language', () => {
    const excess = {
      kind: 'excess' as const,
      description: 'Eigen risico',
      premiumPeriodStart: null,
      premiumPeriodEnd: null,
    };
    expect(invoiceDescription(excess, 'nl')).toBe('Eigen risico');
    expect(invoiceDescription(excess, 'en')).toBe('Compulsory excess');
  });

  it('names the months a premium correction of a policy change is for', () => {
    const correction = { ...premium('2026-01-01', '2026-01-31'), kind: 'other' as const };
    expect(invoiceDescription(correction, 'nl')).toBe('Premiecorrectie januari 2026');
    expect(invoiceDescription(correction, 'en')).toBe('Premium correction January 2026');
  });

  it('keeps the core’s own description of any other invoice', () => {
    const other = {
      kind: 'other' as const,
      description: 'Kosten duplicaat zorgpas',
      premiumPeriodStart: null,
      premiumPeriodEnd: null,
    };
    expect(invoiceDescription(other, 'en')).toBe('Kosten duplicaat zorgpas');
  });
});
