import type { LetterFacts } from '@mijn/insurer';
import { arrangement, arrangementLapsed } from './letters/arrangement.ts';
import { directDebitFailedLetter, dunningLetter } from './letters/arrears.ts';
import { careMediationAnswer } from './letters/care-mediation-answer.ts';
import { claimDecision } from './letters/claim-decision.ts';
import { claimsStatement } from './letters/claims-statement.ts';
import { contactAnswer } from './letters/contact-answer.ts';
import { insuranceRightDecision } from './letters/insurance-right.ts';
import { notice } from './letters/notice.ts';
import { card, policySchedule } from './letters/policy.ts';
import { policyChange } from './letters/policy-change.ts';
import { premiumNote, premiumReminder } from './letters/premium.ts';
import { treatmentAbroadDecision } from './letters/treatment-abroad-decision.ts';
import {
  type LetterBody,
  type LetterContext,
  type LetterLanguage,
  questions,
  say,
} from './letters/writing.ts';

export type { LetterBody, LetterContext, LetterLanguage } from './letters/writing.ts';

/** Document types as the core names them, and what an English reader reads. */
const DOC_TYPES: Record<string, string> = {
  Declaratieoverzicht: 'Claims statement',
  Polisblad: 'Policy schedule',
  Wijziging: 'Policy change',
  Aanvraag: 'Policy request',
  Zorgpas: 'Insurance card',
  Herinnering: 'Reminder',
  Factuur: 'Invoice',
  Betalingsregeling: 'Payment arrangement',
  Aanmaning: 'Payment demand',
  Sommatie: 'Final demand',
  Incassobureau: 'Collection agency',
  'Incasso mislukt': 'Direct debit failed',
  Brief: 'Letter',
};

/** A document type in the reader's language; an unknown type is shown as the core names it. */
export const docTypeName = (docType: string, language: LetterLanguage): string =>
  language === 'en' ? (DOC_TYPES[docType] ?? docType) : docType;

/** The letter its facts describe, written in the context's language. */
export function writeLetter(facts: LetterFacts, context: LetterContext): LetterBody {
  switch (facts.kind) {
    case 'claimDecision':
      return claimDecision(facts, context);
    case 'claimsStatement':
      return claimsStatement(facts, context);
    case 'policySchedule':
      return policySchedule(facts, context);
    case 'policyChange':
      return policyChange(facts, context);
    case 'card':
      return card(facts, context);
    case 'premiumNote':
      return premiumNote(facts, context);
    case 'premiumReminder':
      return premiumReminder(facts, context);
    case 'arrangement':
      return arrangement(facts, context);
    case 'dunning':
      return dunningLetter(facts, context);
    case 'directDebitFailed':
      return directDebitFailedLetter(facts, context);
    case 'arrangementLapsed':
      return arrangementLapsed(facts, context);
    case 'notice':
      return notice(facts, context);
    case 'contactAnswer':
      return contactAnswer(facts, context);
    case 'careMediationAnswer':
      return careMediationAnswer(facts, context);
    case 'insuranceRightDecision':
      return insuranceRightDecision(facts, context);
    case 'treatmentAbroadDecision':
      return treatmentAbroadDecision(facts, context);
  }
}

/**
 * A letter kept without facts (made before letters carried them, or by a module that writes only a
 * title): its stored title in Dutch, its document type in English, and whom to call.
 */
export function writeUntitledLetter(
  stored: { name: string; docType: string },
  context: LetterContext,
): LetterBody {
  const { language } = context;
  const title = language === 'en' ? docTypeName(stored.docType, language) : stored.name;
  return {
    title,
    paragraphs: [
      say(language, `Deze brief gaat over: ${stored.name}.`, `This letter is about: ${title}.`),
      questions(context),
    ],
    details: [],
  };
}
