import type { ArrangementFacts, ArrangementInvoiceFacts, ArrangementLapsedFacts } from '@mijn/insurer';
import { PAY_PATH } from '../collection-account.ts';
import {
  day,
  euro,
  greeting,
  type LetterLanguage,
  type LetterWriter,
  month,
  questions,
  say,
} from './writing.ts';

/** An invoice as the letter names it: 'de rekening eigen risico (…)', 'de premie van maart 2026 (…)'. */
function invoiceName(invoice: ArrangementInvoiceFacts, language: LetterLanguage): string {
  const number = invoice.invoiceNumber;
  if (invoice.subject === 'premium' && invoice.periodStart) {
    const period = month(invoice.periodStart, language);
    return say(language, `de premie van ${period} (${number})`, `the premium for ${period} (${number})`);
  }
  if (invoice.subject === 'excess') {
    return say(language, `de rekening eigen risico (${number})`, `the excess bill (${number})`);
  }
  return say(language, `rekening ${number}`, `invoice ${number}`);
}

/** 'a', 'a en b', 'a, b en c' (or 'and'). */
function listed(items: readonly string[], language: LetterLanguage): string {
  const and = say(language, ' en ', ' and ');
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

/**
 * The confirmation of a processed payment arrangement: what it pays off, each term's day and
 * amount, the account they are collected from, no reminders meanwhile, and the reflection period.
 */
export const arrangement: LetterWriter<ArrangementFacts> = (facts, context) => {
  const { language } = context;
  const [first] = facts.terms;
  const what = listed(
    facts.invoices.map((invoice) => invoiceName(invoice, language)),
    language,
  );
  return {
    title: say(language, 'Bevestiging betalingsregeling', 'Payment arrangement confirmed'),
    details: [
      [
        say(language, 'Factuurnummer', 'Invoice number'),
        facts.invoices.map((invoice) => invoice.invoiceNumber).join(', '),
      ],
    ],
    paragraphs: [
      greeting(context),
      say(
        language,
        `Wij hebben uw betalingsregeling verwerkt. U betaalt ${euro(facts.totalCents)} voor ${what} in ${facts.terms.length} maandelijkse termijnen.`,
        `We have processed your payment arrangement. You pay ${euro(facts.totalCents)} for ${what} in ${facts.terms.length} monthly instalments.`,
      ),
      say(
        language,
        `Wij schrijven elke termijn af van uw rekening die eindigt op ${facts.ibanEnding}, de eerste op ${first ? day(first.dueDate, language) : ''}. Zorg dat er op die dagen genoeg geld op uw rekening staat. Lukt een afschrijving niet, dan vervalt de regeling en vragen wij het hele bedrag in één keer.`,
        `We collect each instalment from your account ending in ${facts.ibanEnding}, the first on ${first ? day(first.dueDate, language) : ''}. Please make sure there is enough money in your account on those days. If a collection fails, the arrangement ends and we ask for the whole amount at once.`,
      ),
      say(
        language,
        'Zolang de regeling loopt, krijgt u voor deze rekeningen geen herinneringen. U hebt 14 dagen bedenktijd: wilt u de regeling toch niet, bel ons dan binnen 14 dagen.',
        'While the arrangement runs, you will get no reminders for these bills. You have 14 days to change your mind: if you do not want the arrangement after all, call us within 14 days.',
      ),
      questions(context),
    ],
    table: {
      header: [say(language, 'Termijn', 'Instalment'), say(language, 'Bedrag', 'Amount')],
      rows: facts.terms.map((term, index) => [
        `${index + 1}. ${day(term.dueDate, language)}`,
        euro(term.amountCents),
      ]),
    },
  };
};

/** A request the core did not start, because its invoices had changed; how to ask again. */
export const arrangementLapsed: LetterWriter<ArrangementLapsedFacts> = (facts, context) => {
  const { language } = context;
  const numbers = listed(facts.invoiceNumbers, language);
  return {
    title: say(language, 'Betalingsregeling niet gestart', 'Payment arrangement not started'),
    details: [[say(language, 'Factuurnummer', 'Invoice number'), facts.invoiceNumbers.join(', ')]],
    paragraphs: [
      greeting(context),
      say(
        language,
        `Op ${day(facts.requestedOn, language)} vroeg u een betalingsregeling aan voor ${numbers}. Toen wij uw verzoek verwerkten, was er op deze rekening(en) intussen iets veranderd, bijvoorbeeld door een betaling. Wij hebben de regeling daarom niet gestart.`,
        `On ${day(facts.requestedOn, language)} you asked for a payment arrangement for ${numbers}. By the time we processed your request, something had changed on these bills, for example a payment. We have therefore not started the arrangement.`,
      ),
      say(
        language,
        `Wilt u nog steeds in termijnen betalen? Vraag dan opnieuw een betalingsregeling aan in Mijn omgeving (${PAY_PATH}).`,
        `Do you still want to pay in instalments? Then ask for a payment arrangement again in your online account (${PAY_PATH}).`,
      ),
      questions(context),
    ],
  };
};
