import { formatCents } from '@mijn/domain';
import { salutation } from '../salutation.ts';

/** The two languages a letter is written in; the reader's screen language picks one. */
export type LetterLanguage = 'nl' | 'en';

/** What every letter needs besides its facts: who reads it, about whom, from which label, when. */
export interface LetterContext {
  language: LetterLanguage;
  brand: { brandName: string; phoneNumber: string; uzoviCode: string };
  /** The person the letter is about (a child's letter speaks to the parent). */
  insured: { firstName: string; birthDate: string };
  publicationDate: string;
}

/** A payment the letter asks for: what to transfer, to which account, with which reference. */
export interface LetterPayment {
  amountCents: number;
  iban: string;
  accountName: string;
  reference: string;
  /** The portal page where the customer pays at once. */
  payPath: string;
}

/** A letter written out: what the in-app viewer shows and the PDF prints. */
export interface LetterBody {
  title: string;
  paragraphs: string[];
  /** Reference rows (declaration number, invoice number, ...) besides customer and policy number. */
  details: [label: string, value: string][];
  table?: { header: [string, string]; rows: [string, string][] };
  payment?: LetterPayment;
}

/** The writer of one kind of letter. */
export type LetterWriter<Facts> = (facts: Facts, context: LetterContext) => LetterBody;

/** The Dutch or the English of a text. */
export const say = (language: LetterLanguage, nl: string, en: string): string =>
  language === 'en' ? en : nl;

/** Amounts in Dutch notation in both languages, as the screens show them (spec §9), never split over lines. */
export const euro = (cents: number): string => formatCents(cents);

const longDate = {
  nl: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  // Day first in English too, as every screen writes dates (decision 0033).
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** A day written out: '3 maart 2026' or '3 March 2026'. */
export const day = (isoDay: string, language: LetterLanguage): string =>
  longDate[language].format(new Date(`${isoDay}T12:00:00Z`));

/** A month written out: 'maart 2026' or 'March 2026'. */
export const month = (isoDay: string, language: LetterLanguage): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T12:00:00Z`));

/** A period of days: 'van 1 maart 2026 tot en met 31 maart 2026'. */
export const period = (from: string, to: string, language: LetterLanguage): string =>
  say(
    language,
    `van ${day(from, language)} tot en met ${day(to, language)}`,
    `from ${day(from, language)} to ${day(to, language)}`,
  );

/** The opening, to the insured or, for a child under 16, to the parent. */
export const greeting = (context: LetterContext): string =>
  salutation(context.insured, context.publicationDate, context.language);

/** The closing every letter ends with: whom to call. */
export const questions = (context: LetterContext): string =>
  say(
    context.language,
    `Hebt u vragen? Bel ons op ${context.brand.phoneNumber}.`,
    `Any questions? Call us on ${context.brand.phoneNumber}.`,
  );

/** Whether a claim decision may be objected to: 6 weeks, with the phone number. */
export const objection = (context: LetterContext): string =>
  say(
    context.language,
    `Bent u het niet eens met dit besluit? Laat het ons binnen 6 weken weten: bel ${context.brand.phoneNumber} of stuur een bericht via Mijn omgeving.`,
    `Do you disagree with this decision? Let us know within 6 weeks: call ${context.brand.phoneNumber} or send a message through your online account.`,
  );
