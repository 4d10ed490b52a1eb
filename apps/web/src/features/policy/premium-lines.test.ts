import { describe, expect, it } from 'vitest';
import type { PremiumLine } from './model.ts';
import { beforeTermDiscount, withMandatoryExcessLine } from './premium-lines.ts';

const line = (typeOfProduct: PremiumLine['typeOfProduct'], netto: number): PremiumLine => ({
  kind: 'product',
  code: typeOfProduct,
  name: `${typeOfProduct} pakket`,
  typeOfProduct,
  grossPremium: netto,
  collectivityDiscount: 0,
  nettoPremium: netto,
  excessAmount: null,
});

describe('withMandatoryExcessLine', () => {
  it('inserts the mandatory excess of 385 euro as the second line for an adult with basic insurance', () => {
    const lines = withMandatoryExcessLine([line('MB', 14_000), line('AP', 2_000)], true);
    expect(lines.map((l) => l.kind)).toEqual(['product', 'mandatory-excess', 'product']);
    expect(lines[1]).toMatchObject({ nettoPremium: 0, excessAmount: 38_500 });
  });

  it('adds nothing for a child, without basic insurance, or when an excess line exists', () => {
    expect(withMandatoryExcessLine([line('MB', 0)], false)).toHaveLength(1);
    expect(withMandatoryExcessLine([line('AP', 2_000)], true)).toHaveLength(1);
    expect(withMandatoryExcessLine([line('MB', 14_000), line('OW', -2_000)], true)).toHaveLength(2);
  });
});

describe('beforeTermDiscount', () => {
  it('multiplies the monthly total by the months of the term', () => {
    expect(beforeTermDiscount(15_750, 1)).toBe(15_750);
    expect(beforeTermDiscount(15_750, 12)).toBe(189_000);
  });
});
