import { describe, expect, it } from 'vitest';
import {
  type PricedProduct,
  paymentTermDiscountPercentage,
  paymentTermTotals,
  paymentTermYear,
  personPremium,
  referenceDayFor,
} from './engine.ts';

const priced = (
  code: string,
  type: PricedProduct['type'],
  monthlyPremiumCents: number,
  collectivityDiscountCents = 0,
  voluntaryExcessCents: number | null = null,
): PricedProduct => ({
  code,
  name: code,
  type,
  monthlyPremiumCents,
  collectivityDiscountCents,
  voluntaryExcessCents,
});

describe('personPremium', () => {
  it('sums an adult collective policy by hand', () => {
    // Basic 135.20 (never discounted), AP-1 18.65 less 10% collective 1.85, OW-500 -21.20 (its own
    // discount line: choosing 500 euro voluntary excess lowers the premium):
    //   gross    135.20 + 18.65 - 21.20 = 132.65
    //   discount   0.00 +  1.85 +  0.00 =   1.85
    //   netto    135.20 + 16.80 - 21.20 = 130.80
    // Excess: 385 mandatory + 500 voluntary = 885.
    const result = personPremium(
      [
        priced('MB-BUDGET', 'MB', 13_520),
        priced('AP-1', 'AP', 1_865, 185),
        priced('OW-500', 'OW', -2_120, 0, 50_000),
      ],
      '1974-11-02',
      '2026-05-17',
    );
    expect(result.isFree).toBe(false);
    expect(result.lines.map((line) => line.nettoPremium)).toEqual([13_520, 1_680, -2_120]);
    expect(result.totalGrossPremium).toBe(13_265);
    expect(result.totalDiscountAmount).toBe(185);
    expect(result.totalNettoPremium).toBe(13_080);
    expect(result.excess).toEqual({ mandatory: 38_500, voluntary: 50_000, total: 88_500 });
    expect(result.lines.some((line) => line.isMandatoryExcess)).toBe(false);
  });

  it('inserts the mandatory-excess line second for an adult with basic cover and no excess line', () => {
    // MB 149.75 + AP-2 34.50 = 184.25 a month; the 385 euro line is shown, priced at 0.
    const result = personPremium(
      [priced('MB-NATURA', 'MB', 14_975), priced('AP-2', 'AP', 3_450)],
      '1980-03-14',
      '2026-05-17',
    );
    expect(result.lines.map((line) => line.code)).toEqual(['MB-NATURA', 'OW-VERPLICHT', 'AP-2']);
    expect(result.lines[1]).toMatchObject({
      typeOfProduct: 'OW',
      nettoPremium: 0,
      excessAmount: 38_500,
      isMandatoryExcess: true,
    });
    expect(result.totalNettoPremium).toBe(18_425);
    expect(result.excess.total).toBe(38_500);
  });

  it('adds no mandatory-excess line without basic cover, nor for a child', () => {
    const supplementaryOnly = personPremium([priced('AP-2', 'AP', 3_450)], '1980-03-14', '2026-05-17');
    expect(supplementaryOnly.lines).toHaveLength(1);
    expect(supplementaryOnly.excess.total).toBe(0);
    const child = personPremium([priced('MB-NATURA', 'MB', 14_975)], '2017-05-17', '2026-05-17');
    expect(child.lines).toHaveLength(1);
  });

  it('charges a child under 18 nothing for the same cover, and no excess', () => {
    // Tim (9) carries MB 149.75 and AP-3 59.95 of his mother, with 10% collective discount 6.00:
    // all zero for him.
    const result = personPremium(
      [priced('MB-NATURA', 'MB', 14_975), priced('AP-3', 'AP', 5_995, 600)],
      '2017-01-01',
      '2026-05-17',
    );
    expect(result.isFree).toBe(true);
    expect(
      result.lines.every((line) => line.nettoPremium === 0 && line.collectivityDiscountAmount === 0),
    ).toBe(true);
    expect(result.totalNettoPremium).toBe(0);
    expect(result.excess).toEqual({ mandatory: 0, voluntary: 0, total: 0 });
  });

  it('charges from the 18th birthday on the reference day', () => {
    const products = [priced('MB-NATURA', 'MB', 14_975), priced('OW-0', 'OW', 0, 0, 0)];
    expect(personPremium(products, '2008-05-18', '2026-05-17').isFree).toBe(true);
    expect(personPremium(products, '2008-05-17', '2026-05-17').totalNettoPremium).toBe(14_975);
  });
});

describe('referenceDayFor', () => {
  it('takes today within the year, the first day of a coming year and the last day of a past one', () => {
    expect(referenceDayFor(2026, '2026-11-22')).toBe('2026-11-22');
    expect(referenceDayFor(2027, '2026-11-22')).toBe('2027-01-01');
    expect(referenceDayFor(2025, '2026-11-22')).toBe('2025-12-31');
  });
});

describe('payment-term totals', () => {
  it('gives 1% discount only on a yearly term', () => {
    expect([1, 3, 6, 12].map((term) => paymentTermDiscountPercentage(term as 1 | 3 | 6 | 12))).toEqual([
      0, 0, 0, 1,
    ]);
  });

  it('works a yearly term out by hand', () => {
    // 213.20 a month x 12 = 2558.40; 1% = 25.584, rounded 25.58; collected 2532.82.
    expect(paymentTermTotals(21_320, 12)).toEqual({
      totalNettoAmountMonth: 21_320,
      paymentTerm: 12,
      paymentTermDiscountPercentage: 1,
      paymentTermDiscountAmount: 2_558,
      totalNettoAmountPaymentTerm: 253_282,
    });
  });

  it('multiplies a quarterly term without discount', () => {
    // 130.80 x 3 = 392.40.
    expect(paymentTermTotals(13_080, 3)).toMatchObject({
      paymentTermDiscountAmount: 0,
      totalNettoAmountPaymentTerm: 39_240,
    });
  });

  it('adds a term up over a year: every term costs twelve months, and only the yearly one saves', () => {
    // 439.40 a month: 5272.80 a year by month, quarter and half year; 1% off paid at once.
    expect([1, 3, 6, 12].map((term) => paymentTermYear(43_940, term as 1 | 3 | 6 | 12))).toMatchObject([
      { totalNettoAmountPaymentTerm: 43_940, yearlyTotal: 527_280, yearlySaving: 0 },
      { totalNettoAmountPaymentTerm: 131_820, yearlyTotal: 527_280, yearlySaving: 0 },
      { totalNettoAmountPaymentTerm: 263_640, yearlyTotal: 527_280, yearlySaving: 0 },
      { totalNettoAmountPaymentTerm: 522_007, yearlyTotal: 522_007, yearlySaving: 5_273 },
    ]);
  });
});
