import { describe, expect, it } from 'vitest';
import { termParts, termReference } from './term-parts.ts';

const premium = { invoiceNumber: 'P', amountCents: 14_250 };
const excess = { invoiceNumber: 'E', amountCents: 6_000 };

describe('which invoice a term pays', () => {
  it.each<[string, number[], number, [string, number][]]>([
    ['the first of 3 terms of one invoice', [4_750, 4_750, 4_750], 0, [['P', 4_750]]],
    ['the last of 3 terms of one invoice', [4_750, 4_750, 4_750], 2, [['P', 4_750]]],
    [
      'a term that closes the premium and starts on the excess bill',
      [5_063, 5_063, 5_062, 5_062],
      2,
      [
        ['P', 4_124],
        ['E', 938],
      ],
    ],
    ['a term of the excess bill alone', [5_063, 5_063, 5_062, 5_062], 3, [['E', 5_062]]],
  ])('%s', (_what, terms, index, parts) => {
    const invoices = parts.some(([number]) => number === 'E') ? [premium, excess] : [premium];
    expect(termParts(invoices, terms, index)).toEqual(
      parts.map(([invoiceNumber, amountCents]) => ({ invoiceNumber, amountCents })),
    );
  });

  it('pays every invoice exactly what it owed over all terms', () => {
    const terms = [5_063, 5_063, 5_062, 5_062];
    const paid = new Map<string, number>();
    terms.forEach((_, index) => {
      for (const part of termParts([premium, excess], terms, index)) {
        paid.set(part.invoiceNumber, (paid.get(part.invoiceNumber) ?? 0) + part.amountCents);
      }
    });
    expect(Object.fromEntries(paid)).toEqual({ P: 14_250, E: 6_000 });
  });

  it('gives each term on each invoice its own reference', () => {
    expect(termReference('a1', 2, 'P')).toBe('arrangement:a1:term:2:P');
    expect(termReference('a1', 2, 'P')).not.toBe(termReference('a1', 3, 'P'));
  });
});
