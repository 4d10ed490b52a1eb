import { type ContactSubject, contactSubjects } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { writeLetter } from '../letter-content.ts';
import type { LetterContext } from './writing.ts';

const context = (language: 'nl' | 'en'): LetterContext => ({
  language,
  brand: { brandName: 'Zorgzaam Zorgverzekeringen', phoneNumber: '088-9101000', uzoviCode: '9101' },
  insured: { firstName: 'Jan', birthDate: '1980-03-14' },
  publicationDate: '2026-11-30',
});

const answerOf = (subject: ContactSubject, language: 'nl' | 'en') =>
  writeLetter(
    {
      kind: 'contactAnswer',
      reference: 'VR-1A2B3C4D',
      askedOn: '2026-11-23',
      subject,
      extraData: [],
      questionStart: 'Wanneer komt mijn pas?',
    },
    context(language),
  );

/** Where each subject's answer sends the reader, in Dutch and English. */
const pointsTo: Record<ContactSubject, [string, string]> = {
  policy: ['Polisoverzicht', 'Policy overview'],
  claim: ['Mijn zorgkosten', 'My healthcare costs'],
  invoice: ['Rekeningen en betalingen', 'Bills and payments'],
  'personal-details': ['Persoonlijke gegevens', 'Personal details'],
  'insurance-card': ['Zorgpas en EHIC', 'Insurance card and EHIC'],
  other: ['in behandeling genomen', 'taken it up'],
};

describe('the answer letter', () => {
  it.each(contactSubjects)(
    'answers a question about %s in Dutch and English, quoting the question',
    (subject) => {
      const [dutchPlace, englishPlace] = pointsTo[subject];
      const dutch = answerOf(subject, 'nl');
      const english = answerOf(subject, 'en');
      expect(dutch.title).toBe('Antwoord op uw vraag');
      expect(english.title).toBe('Answer to your question');
      expect(dutch.paragraphs.join('\n')).toContain(dutchPlace);
      expect(english.paragraphs.join('\n')).toContain(englishPlace);
      for (const letter of [dutch, english]) {
        expect(letter.paragraphs.join('\n')).toContain('"Wanneer komt mijn pas?"');
        expect(letter.details).toContainEqual([expect.any(String), 'VR-1A2B3C4D']);
      }
      expect(dutch.paragraphs[1]).toContain('23 november 2026');
      expect(english.paragraphs[1]).toContain('23 November 2026');
    },
  );
});
