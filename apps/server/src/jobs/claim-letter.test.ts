import { describe, expect, it } from 'vitest';
import { adjudicate, noUsage } from '../core/claims/adjudicate.ts';
import type { DocumentBrand } from '../core/documents/brand.ts';
import { type ClaimLetterInput, claimLetter } from './claim-letter.ts';

const brand = { code: 'ble', brandName: 'Blauwe Lelie Zorg' } as DocumentBrand;
/** Only what the letter reads of the insured. */
const insured = {
  customerNumber: '10000004',
  firstName: 'Tim',
  initials: 'T.',
  prefix: 'de',
  lastName: 'Vries',
  birthDate: '2016-03-10',
  street: 'Lindelaan',
  houseNumber: 12,
  houseNumberAddition: null,
  zipCode: '3521AB',
  city: 'Utrecht',
} as unknown as ClaimLetterInput['insured'];

describe('claimLetter', () => {
  it('states why a duplicate of an accepted claim is refused', () => {
    const judgement = adjudicate(
      {
        benefit: { kind: 'care', careType: 'hospital' },
        activities: [{ date: '2026-03-02', description: 'Consult', declaredCents: 12_000 }],
        receiver: 'D',
        duplicateOf: { declarationId: 'D2026W00000042', receivedDate: '2026-03-04' },
      },
      { birthDate: '2016-03-10', products: [] },
      noUsage,
    );
    const letter = claimLetter({
      brand,
      insured,
      declarationId: 'D2026W00000043',
      policyNumber: null,
      receivedDate: '2026-03-10',
      handledOn: '2026-03-12',
      judgement,
      payee: null,
    });
    expect(letter.paragraphs).toContain('Wij betalen van deze declaratie niets uit.');
    expect(letter.paragraphs.join(' ')).toContain(
      'Deze nota heeft u al eerder gedeclareerd (declaratie D2026W00000042 van 04-03-2026)',
    );
  });
});
