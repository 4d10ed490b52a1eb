import { describe, expect, it } from 'vitest';
import type { InsuredView, PremiumLine } from './model.ts';
import {
  agreementMonthlyTotal,
  paymentTermTotal,
  sumLines,
  withMandatoryExcessLine,
} from './premium-lines.ts';

const line = (typeOfProduct: PremiumLine['typeOfProduct'], netto: number, discount = 0): PremiumLine => ({
  kind: 'product',
  code: typeOfProduct,
  name: `${typeOfProduct} pakket`,
  typeOfProduct,
  grossPremium: netto + discount,
  collectivityDiscount: discount,
  nettoPremium: netto,
});

describe('withMandatoryExcessLine', () => {
  it('inserts the mandatory excess as the second line for an adult with basic insurance', () => {
    const lines = withMandatoryExcessLine([line('MB', 14_000), line('AP', 2_000)], true);
    expect(lines.map((l) => l.kind)).toEqual(['product', 'mandatory-excess', 'product']);
    expect(lines[1]?.nettoPremium).toBe(0);
  });

  it('adds nothing for a child, without basic insurance, or when an excess line exists', () => {
    expect(withMandatoryExcessLine([line('MB', 0)], false)).toHaveLength(1);
    expect(withMandatoryExcessLine([line('AP', 2_000)], true)).toHaveLength(1);
    expect(withMandatoryExcessLine([line('MB', 14_000), line('OW', -2_000)], true)).toHaveLength(2);
  });
});

describe('totals', () => {
  it('sums gross, discount and net per person and per agreement', () => {
    const lines = [line('MB', 13_500, 500), line('AP', 2_250, 250)];
    expect(sumLines(lines)).toEqual({
      grossPremium: 16_500,
      collectivityDiscount: 750,
      nettoPremium: 15_750,
    });
    const person = (lines: PremiumLine[]) => ({ lines }) as InsuredView;
    expect(agreementMonthlyTotal([person(lines), person([line('MB', 0)])])).toBe(15_750);
  });

  it('multiplies by the term and takes 1% off a yearly term, rounded to the cent', () => {
    expect(paymentTermTotal(15_750, 1, 0)).toEqual({ beforeDiscount: 15_750, discount: 0, total: 15_750 });
    expect(paymentTermTotal(15_750, 12, 1)).toEqual({
      beforeDiscount: 189_000,
      discount: 1_890,
      total: 187_110,
    });
    expect(paymentTermTotal(12_345, 12, 1).discount).toBe(1_481);
  });
});
