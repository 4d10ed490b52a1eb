import type { ClaimDecisionFacts } from '@mijn/insurer';
import { describe, expect, it } from 'vitest';
import { writeLetter } from '../core/documents/letter-content.ts';
import { adjudicate, noUsage } from '../insurer/legacy/claims.ts';
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
    paidOutOn: null,
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

describe('the letter about a claim the excess took whole (issue 34)', () => {
  const facts: ClaimDecisionFacts = {
    kind: 'claimDecision',
    declarationId: 'D2026W00000050',
    receivedDate: '2026-12-07',
    declaredCents: 12_500,
    compensatedCents: 0,
    excessCents: 12_500,
    gvsCents: 0,
    notCoveredCents: 0,
    payOutCents: 0,
    paidOutOn: null,
    payee: { name: 'R. Koster', ibanEnding: '4300' },
    activities: [{ date: '2026-12-01', description: 'Consult', declaredCents: 12_500, compensatedCents: 0 }],
    rejectionCodes: [],
    duplicateOf: null,
  };
  const letter = (language: 'nl' | 'en') =>
    writeLetter(facts, {
      language,
      brand,
      insured: { firstName: 'Ruben', birthDate: '1985-02-02' },
      publicationDate: '2026-12-08',
    })
      .paragraphs.join(' ')
      .replace(/\s/g, ' ');

  it('says nothing is paid because the whole amount went to the excess, once', () => {
    expect(letter('nl')).toContain(
      'Wij betalen van deze declaratie niets uit: het hele bedrag, € 125,00, ging naar uw eigen risico.',
    );
    expect(letter('nl').match(/eigen risico/g)).toHaveLength(1);
    expect(letter('en')).toContain(
      'We pay nothing out on this claim: the whole amount, € 125,00, went to your excess.',
    );
  });
});
