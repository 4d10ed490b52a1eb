import { describe, expect, it } from 'vitest';
import { splitDocumentName } from './document-name.ts';

describe('splitDocumentName', () => {
  it.each([
    ['Polisvoorwaarden Zorgzaam Basis 2026', 'Polisvoorwaarden', 'Zorgzaam Basis 2026'],
    ['Dekkingsoverzicht Aanvullend Plus', 'Dekkingsoverzicht', 'Aanvullend Plus'],
    ['Vergoedingenoverzicht - Tand Extra', 'Vergoedingenoverzicht', 'Tand Extra'],
    ['Vergoedingsoverzicht: Basis Budget', 'Vergoedingsoverzicht', 'Basis Budget'],
    ['Algemene voorwaarden Zorgzaam', 'Algemene voorwaarden', 'Zorgzaam'],
    ['Policy conditions Basic Free Choice', 'Policy conditions', 'Basic Free Choice'],
    ['Cover overview for Dental Plus', 'Cover overview', 'Dental Plus'],
    ['Terms and conditions Zorgzaam', 'Terms and conditions', 'Zorgzaam'],
    ['Reimbursement overview of Supplementary 2', 'Reimbursement overview', 'Supplementary 2'],
    ['POLISVOORWAARDEN basis', 'POLISVOORWAARDEN', 'basis'],
    ['Zorgzaam Basis polisvoorwaarden 2026', 'Zorgzaam Basis polisvoorwaarden', '2026'],
  ])('splits %j', (name, prefix, packageName) => {
    expect(splitDocumentName(name)).toEqual({ prefix, packageName });
  });

  it.each([
    ['Polisvoorwaarden', 'Polisvoorwaarden'],
    ['  Cover overview  ', 'Cover overview'],
    ['Uw nieuwe zorgpas', 'Uw nieuwe zorgpas'],
    ['Declaratieoverzicht', 'Declaratieoverzicht'],
  ])('leaves %j without a package name', (name, prefix) => {
    expect(splitDocumentName(name)).toEqual({ prefix, packageName: null });
  });
});
