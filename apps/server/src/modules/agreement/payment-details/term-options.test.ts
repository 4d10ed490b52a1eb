import { describe, expect, it } from 'vitest';
import { termOptions } from './term-options.ts';

/** 439.40 a month this year, 461.45 next year: the probe's household in December (issue 34). */
const thisYear = 43_940;
const nextYear = 46_145;

const optionsOn = (today: string, monthlyPremiumIn: (year: number) => number | null, currentTerm = 1) =>
  termOptions({
    currentTerm: currentTerm as 1 | 3 | 6 | 12,
    termChangeability: { isMutable: true, reason: null },
    today,
    monthlyPremiumIn,
  });

const bothYears = (year: number) => (year === 2026 ? thisYear : year === 2027 ? nextYear : null);
const onlyThisYear = (year: number) => (year === 2026 ? thisYear : null);

describe('termOptions: every term in one year’s premium', () => {
  it('prices the current term in the year a new term starts too, so three months cost what a quarter costs', () => {
    const { priceYear, options } = optionsOn('2026-12-07', bothYears);
    expect(priceYear).toBe(2027);
    expect(
      options.map(({ paymentTerm, startsOn, amountPerTerm, yearlyTotal, yearlySaving }) => ({
        paymentTerm,
        startsOn,
        amountPerTerm,
        yearlyTotal,
        yearlySaving,
      })),
    ).toEqual([
      // 461.45 x 12 = 5537.40 a year, whichever of the first three terms.
      {
        paymentTerm: 1,
        startsOn: '2027-01-01',
        amountPerTerm: 46_145,
        yearlyTotal: 553_740,
        yearlySaving: 0,
      },
      {
        paymentTerm: 3,
        startsOn: '2027-01-01',
        amountPerTerm: 138_435,
        yearlyTotal: 553_740,
        yearlySaving: 0,
      },
      {
        paymentTerm: 6,
        startsOn: '2027-01-01',
        amountPerTerm: 276_870,
        yearlyTotal: 553_740,
        yearlySaving: 0,
      },
      // 1% of 5537.40 is 55.374, rounded 55.37.
      {
        paymentTerm: 12,
        startsOn: '2027-01-01',
        amountPerTerm: 548_203,
        yearlyTotal: 548_203,
        yearlySaving: 5_537,
      },
    ]);
    expect(options.map((option) => option.discountPercentage)).toEqual([0, 0, 0, 1]);
    expect(options.every((option) => option.isMutable)).toBe(true);
  });

  it('compares in this year while next year’s premiums are not known, and leaves a term starting then not possible yet', () => {
    // 31 October: a new term would start on 1 January, whose premiums come out on 1 November.
    const { priceYear, options } = optionsOn('2026-10-31', onlyThisYear);
    expect(priceYear).toBe(2026);
    expect(options[0]).toMatchObject({ paymentTerm: 1, amountPerTerm: thisYear, yearlyTotal: 527_280 });
    for (const option of options.slice(1)) {
      expect(option).toMatchObject({
        startsOn: '2027-01-01',
        amountPerTerm: null,
        yearlyTotal: null,
        yearlySaving: null,
        isMutable: false,
        reason: 'not-yet-possible',
      });
    }
  });

  it('compares in this year when a new term starts this year; paying per year waits for 1 January', () => {
    const { priceYear, options } = optionsOn('2026-06-05', onlyThisYear);
    expect(priceYear).toBe(2026);
    expect(options.find((option) => option.paymentTerm === 3)).toMatchObject({
      startsOn: '2026-07-01',
      amountPerTerm: 131_820,
      yearlyTotal: 527_280,
      isMutable: true,
    });
    expect(options.at(-1)).toMatchObject({ startsOn: '2027-01-01', amountPerTerm: null, isMutable: false });
  });

  it('keeps the current term, and its amounts, though no other term is possible yet', () => {
    const { priceYear, options } = optionsOn('2026-08-05', onlyThisYear, 6);
    expect(priceYear).toBe(2026);
    expect(options.find((option) => option.paymentTerm === 6)).toMatchObject({
      amountPerTerm: 263_640,
      yearlyTotal: 527_280,
      isMutable: true,
    });
    expect(options.filter((option) => option.isMutable).map((option) => option.paymentTerm)).toEqual([6]);
  });

  it('tells a term the policyholder may not change why, with the amounts still compared', () => {
    const { options } = termOptions({
      currentTerm: 1,
      termChangeability: { isMutable: false, reason: 'payment-deficit' },
      today: '2026-12-07',
      monthlyPremiumIn: bothYears,
    });
    expect(options.at(-1)).toMatchObject({
      isMutable: false,
      reason: 'payment-deficit',
      yearlySaving: 5_537,
    });
  });
});
