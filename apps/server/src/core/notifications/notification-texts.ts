import type { NotificationEvent } from '@mijn/contract';
import type { ReaderLanguage as NotificationLanguage } from '../../http/reader-language.ts';

/** What the texts of an event may mention: ids, amounts in cents, ISO dates, a payee kind. */
export type NotificationFacts = Record<string, string | number>;

interface EventText {
  subject: string;
  /** One or two sentences: the whole of a push notification, the start of the e-mail. */
  summary: string;
}

export interface NotificationText extends EventText {
  /** The e-mail: the summary and how to see more or turn notifications off. */
  body: string;
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

const signOff: Record<NotificationLanguage, string> = {
  nl: 'Log in op Mijn om het te bekijken. Dit bericht is automatisch verstuurd; u kunt meldingen uitzetten bij Instellingen.',
  en: 'Log in to Mijn to see it. This message was sent automatically; you can turn notifications off in Settings.',
};

type Writer = (facts: NotificationFacts, language: NotificationLanguage) => EventText;

const writers: Record<NotificationEvent, Writer> = {
  // Sent when the claim is handled: the money goes out in the payment run on paidOutOn.
  claimPaid: (facts, language) => {
    const amount = euro(facts.amountCents);
    const date = longDate(facts.paidOutOn, language);
    const toProvider = facts.paidTo === 'provider';
    if (language === 'en') {
      return {
        subject: `Your claim ${facts.declarationId} is being paid`,
        summary: toProvider
          ? `We pay ${amount} for claim ${facts.declarationId} to the care provider on ${date}.`
          : `We transfer ${amount} for claim ${facts.declarationId} to your account on ${date}.`,
      };
    }
    return {
      subject: `Uw declaratie ${facts.declarationId} wordt uitbetaald`,
      summary: toProvider
        ? `Wij betalen op ${date} ${amount} voor declaratie ${facts.declarationId} aan de zorgverlener.`
        : `Wij maken op ${date} ${amount} voor declaratie ${facts.declarationId} over naar uw rekening.`,
    };
  },
  letterArrived: (facts, language) =>
    language === 'en'
      ? {
          subject: 'A new letter in your message box',
          summary: `There is a new letter for you: "${facts.titleEn ?? facts.title}".`,
        }
      : {
          subject: 'Nieuwe brief in uw berichtenbox',
          summary: `Er staat een nieuwe brief voor u klaar: "${facts.title}".`,
        },
  paymentLate: (facts, language) => {
    const amount = euro(facts.amountCents);
    const date = longDate(facts.dueDate, language);
    return language === 'en'
      ? {
          subject: `Payment reminder: invoice ${facts.invoiceNumber}`,
          summary: `Invoice ${facts.invoiceNumber} of ${amount} was due on ${date} and has not been paid yet.`,
        }
      : {
          subject: `Betaalherinnering: factuur ${facts.invoiceNumber}`,
          summary: `Factuur ${facts.invoiceNumber} van ${amount} moest op ${date} betaald zijn en is nog niet betaald.`,
        };
  },
};

/** The e-mail (and push) text of an event in the person's language. */
export function notificationText(
  kind: NotificationEvent,
  facts: NotificationFacts,
  language: NotificationLanguage,
): NotificationText {
  const text = writers[kind](facts, language);
  return { ...text, body: `${text.summary}\n\n${signOff[language]}` };
}
