import type { NotificationEvent } from '@mijn/contract';
import type { ReaderLanguage as NotificationLanguage } from '../../http/reader-language.ts';

/** What the texts of an event may mention: ids, amounts in cents, ISO dates, a payee kind. */
export type NotificationFacts = Record<string, string | number>;

interface EventText {
  subject: string;
  /** One or two sentences: the whole of a push notification, the start of the e-mail. */
  summary: string;
  /** Where to see more, in the e-mail. */
  next: string;
}

export interface NotificationText extends Omit<EventText, 'next'> {
  /** The e-mail: the summary, where to see more, who sends it and how to turn such e-mails off. */
  body: string;
}

/** The label the person is insured under: "Mijn Zorgzaam" is the portal's name for them. */
export interface NotificationBrand {
  brandName: string;
  shortName: string;
}

// Day first in both languages, as the screens write dates (decision 0033).
const locales: Record<NotificationLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

function euro(cents: unknown): string {
  return new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(Number(cents) / 100);
}

function longDate(iso: unknown, language: NotificationLanguage): string {
  const [year, month, day] = String(iso).split('-').map(Number);
  return new Intl.DateTimeFormat(locales[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

const signOff = (language: NotificationLanguage, { brandName, shortName }: NotificationBrand) =>
  language === 'en'
    ? `Kind regards,\n${brandName}\n\nThis e-mail was sent automatically. You choose which e-mails we send in Mijn ${shortName}, under Settings.`
    : `Met vriendelijke groet,\n${brandName}\n\nDeze e-mail is automatisch verstuurd. Welke e-mails wij u sturen, kiest u in Mijn ${shortName} bij Instellingen.`;

type Writer = (facts: NotificationFacts, language: NotificationLanguage, portal: string) => EventText;

const writers: Record<NotificationEvent, Writer> = {
  // Sent when the claim is handled: the money goes out in the payment run on paidOutOn.
  claimPaid: (facts, language, portal) => {
    const amount = euro(facts.amountCents);
    const date = longDate(facts.paidOutOn, language);
    const toProvider = facts.paidTo === 'provider';
    if (language === 'en') {
      return {
        subject: `Your claim ${facts.declarationId} is being paid`,
        summary: toProvider
          ? `We pay ${amount} for claim ${facts.declarationId} to the care provider on ${date}.`
          : `We transfer ${amount} for claim ${facts.declarationId} to your account on ${date}.`,
        next: `Log in to ${portal} to see it.`,
      };
    }
    return {
      subject: `Uw declaratie ${facts.declarationId} wordt uitbetaald`,
      summary: toProvider
        ? `Wij betalen op ${date} ${amount} voor declaratie ${facts.declarationId} aan de zorgverlener.`
        : `Wij maken op ${date} ${amount} voor declaratie ${facts.declarationId} over naar uw rekening.`,
      next: `Log in op ${portal} om het te bekijken.`,
    };
  },
  // Only that a letter is waiting: its title may tell of care or a claim (decision 0087).
  letterArrived: (_facts, language, portal) =>
    language === 'en'
      ? {
          subject: `A new letter in ${portal}`,
          summary: `A new letter is waiting for you in ${portal}.`,
          next: `Log in to ${portal} to read it.`,
        }
      : {
          subject: `Nieuwe brief in ${portal}`,
          summary: `Er staat een nieuwe brief voor u klaar in ${portal}.`,
          next: `Log in op ${portal} om de brief te lezen.`,
        },
  paymentLate: (facts, language, portal) => {
    const amount = euro(facts.amountCents);
    const date = longDate(facts.dueDate, language);
    return language === 'en'
      ? {
          subject: `Payment reminder: invoice ${facts.invoiceNumber}`,
          summary: `Invoice ${facts.invoiceNumber} of ${amount} was due on ${date} and has not been paid yet.`,
          next: `Log in to ${portal} to pay it.`,
        }
      : {
          subject: `Betaalherinnering: factuur ${facts.invoiceNumber}`,
          summary: `Factuur ${facts.invoiceNumber} van ${amount} moest op ${date} betaald zijn en is nog niet betaald.`,
          next: `Log in op ${portal} om te betalen.`,
        };
  },
};

/** The e-mail (and push) text of an event in the person's language, from the label they are insured under. */
export function notificationText(
  kind: NotificationEvent,
  facts: NotificationFacts,
  language: NotificationLanguage,
  brand: NotificationBrand,
): NotificationText {
  const { next, ...text } = writers[kind](facts, language, `Mijn ${brand.shortName}`);
  return { ...text, body: `${text.summary}\n\n${next}\n\n${signOff(language, brand)}` };
}
