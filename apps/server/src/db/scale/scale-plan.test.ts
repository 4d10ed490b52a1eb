import { describe, expect, it } from 'vitest';
import { PERSONS_PER_SHAPE_CYCLE, parseScaleArgs, premiumPeriodRows, shapeRows } from './scale-plan.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('parseScaleArgs', () => {
  it('fills a million insured with twenty declarations each by default', () => {
    expect(parseScaleArgs([], now)).toEqual({
      insured: 1_000_000,
      declarationsPerInsured: 20,
      today: '2026-11-27',
    });
  });

  it('takes a smaller size to try it', () => {
    expect(parseScaleArgs(['--insured', '20000', '--declarations-per-insured', '5'], now)).toMatchObject({
      insured: 20_000,
      declarationsPerInsured: 5,
    });
  });

  it('refuses what is not a whole number above 0, and more insured than policy numbers allow', () => {
    expect(() => parseScaleArgs(['--insured', 'many'], now)).toThrow(
      '--insured needs a whole number above 0',
    );
    expect(() => parseScaleArgs(['--insured', '1300000'], now)).toThrow('at most 1200000');
  });
});

describe('the households', () => {
  it('open with a policyholder and average 2.5 people', () => {
    const rows = shapeRows();
    expect(rows.filter((row) => row.member === 0).every((row) => row.role === 'H')).toBe(true);
    expect(PERSONS_PER_SHAPE_CYCLE / new Set(rows.map((row) => row.household)).size).toBe(2.5);
  });
});

describe('premiumPeriodRows', () => {
  it('gives a monthly payer the last twelve months up to December, open only when due after today', () => {
    const monthly = premiumPeriodRows('2026-11-27').filter(
      (row) => row.term === 1 && row.paymentMethod === 'DirectDebit',
    );
    expect(monthly.map((row) => row.periodStart)).toEqual([
      '2026-12-01',
      '2026-11-01',
      '2026-10-01',
      '2026-09-01',
      '2026-08-01',
      '2026-07-01',
      '2026-06-01',
      '2026-05-01',
      '2026-04-01',
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
    ]);
    expect(monthly.filter((row) => row.isOpen).map((row) => row.periodStart)).toEqual(['2026-12-01']);
  });
});
