import { describe, expect, it } from 'vitest';
import { adjudicate, noUsage } from '../core/claims/adjudicate.ts';
import { writeLetter } from '../core/documents/letter-content.ts';
import { claimDecisionFacts } from './claim-letter.ts';

const brand = { brandName: 'Blauwe Lelie Zorg', phoneNumber: '088-2223344', uzoviCode: '3358' };
const tim = { firstName: 'Tim', birthDate: '2016-03-10' };

describe('the letter about a refused duplicate', () => {
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
  const facts = claimDecisionFacts({
    declarationId: 'D2026W00000043',
    receivedDate: '2026-03-10',
    judgement,
    payee: null,
    duplicateOf: { declarationId: 'D2026W00000042', receivedDate: '2026-03-04' },
  });
  const letter = (language: 'nl' | 'en') =>
    writeLetter(facts, { language, brand, insured: tim, publicationDate: '2026-03-12' }).paragraphs.join(' ');

  it('states in Dutch that nothing is paid and which earlier claim it repeats', () => {
    expect(letter('nl')).toContain('Wij betalen van deze declaratie niets uit.');
    expect(letter('nl')).toContain(
      'Deze nota heeft u al eerder gedeclareerd (declaratie D2026W00000042 van 4 maart 2026)',
    );
  });

  it('states the same in English, with the phone number to object', () => {
    expect(letter('en')).toContain('We pay nothing out on this claim.');
    expect(letter('en')).toContain(
      'You already claimed this bill before (claim D2026W00000042 of 4 March 2026)',
    );
    expect(letter('en')).toContain('call 088-2223344');
  });
});
