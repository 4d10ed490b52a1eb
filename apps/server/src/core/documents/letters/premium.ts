import type { PremiumNoteFacts, PremiumReminderFacts } from '@mijn/insurer';
import { insurerAccountOf } from '../../insurer-account.ts';
import { groupedIban, PAY_PATH } from '../collection-account.ts';
import {
  day,
  euro,
  greeting,
  type LetterContext,
  type LetterWriter,
  month,
  questions,
  say,
} from './writing.ts';

/** How to pay by transfer: amount, account and reference, or at once with iDEAL in the portal. */
export function transfer(amountCents: number, reference: string, context: LetterContext) {
  const { language, brand } = context;
  return {
    paragraph: say(
      language,
      `Maak ${euro(amountCents)} over naar ${groupedIban(insurerAccountOf(brand).iban)} ten name van ${brand.brandName}, met betalingskenmerk ${reference}. Of betaal direct met iDEAL in Mijn omgeving onder Rekeningen en betalingen.`,
      `Transfer ${euro(amountCents)} to ${groupedIban(insurerAccountOf(brand).iban)} in the name of ${brand.brandName}, with payment reference ${reference}. Or pay at once with iDEAL in your online account under Bills and payments.`,
    ),
    payment: {
      amountCents,
      iban: insurerAccountOf(brand).iban,
      accountName: brand.brandName,
      reference,
      payPath: PAY_PATH,
    },
  };
}

/**
 * A premium note: the period and amount, and how it is paid. Only a note whose premium is collected
 * by a running direct debit (no arrears) says so; every other note asks for a transfer.
 */
export const premiumNote: LetterWriter<PremiumNoteFacts> = (facts, context) => {
  const { language } = context;
  const what = say(
    language,
    `Hierbij ontvangt u de premienota voor ${month(facts.periodStart, language)} (${day(facts.periodStart, language)} tot en met ${day(facts.periodEnd, language)}): ${euro(facts.amountCents)}.`,
    `Here is your premium note for ${month(facts.periodStart, language)} (${day(facts.periodStart, language)} to ${day(facts.periodEnd, language)}): ${euro(facts.amountCents)}.`,
  );
  const details: [string, string][] = [
    [say(language, 'Factuurnummer', 'Invoice number'), facts.invoiceNumber],
  ];
  const title = say(
    language,
    `Premienota ${month(facts.periodStart, language)}`,
    `Premium note ${month(facts.periodStart, language)}`,
  );
  const note = (...howItIsPaid: string[]) => ({
    title,
    details,
    paragraphs: [greeting(context), what, ...howItIsPaid, questions(context)],
  });
  if (facts.collection === 'directDebit') {
    return note(
      say(
        language,
        `Wij schrijven dit bedrag rond ${day(facts.dueDate, language)} af van uw rekening. U hoeft niets te doen.`,
        `We will collect this amount from your account around ${day(facts.dueDate, language)}. You do not need to do anything.`,
      ),
    );
  }
  const pay = transfer(facts.amountCents, facts.invoiceNumber, context);
  const notCollected = say(
    language,
    `Wij schrijven deze premie niet automatisch af. Betaal uiterlijk ${day(facts.dueDate, language)}.`,
    `We do not collect this premium automatically. Please pay by ${day(facts.dueDate, language)}.`,
  );
  return { ...note(notCollected, pay.paragraph), payment: pay.payment };
};

/** A reminder: which premiums are open, the total, the new due date, and how to pay or get help. */
export const premiumReminder: LetterWriter<PremiumReminderFacts> = (facts, context) => {
  const { language, brand } = context;
  const pay = transfer(facts.totalCents, facts.reference, context);
  return {
    title: say(language, 'Herinnering openstaande premie', 'Reminder: premium outstanding'),
    details: [[say(language, 'Betalingskenmerk', 'Payment reference'), facts.reference]],
    paragraphs: [
      greeting(context),
      say(
        language,
        `Wij hebben ${facts.invoices.length} premienota('s) nog niet (helemaal) betaald gekregen. Samen staat er ${euro(facts.totalCents)} open. Wilt u dit bedrag uiterlijk ${day(facts.dueDate, language)} betalen?`,
        `We have not (fully) received payment for ${facts.invoices.length} premium note(s). Together ${euro(facts.totalCents)} is outstanding. Please pay this amount by ${day(facts.dueDate, language)}.`,
      ),
      pay.paragraph,
      say(
        language,
        `Kunt u niet in één keer betalen? Vraag in Mijn omgeving een betalingsregeling aan of bel ons op ${brand.phoneNumber}. Betaalt u niet, dan kunnen er incassokosten bij komen. Hebt u al betaald, dan kunt u deze brief als niet verzonden beschouwen.`,
        `Can you not pay all at once? Request a payment arrangement in your online account or call us on ${brand.phoneNumber}. If you do not pay, collection costs may be added. If you have already paid, please disregard this letter.`,
      ),
    ],
    table: {
      header: [say(language, 'Openstaande premie', 'Outstanding premium'), say(language, 'Open', 'Open')],
      rows: facts.invoices.map((invoice) => [
        `${month(invoice.periodStart, language)} (${invoice.invoiceNumber})`,
        euro(invoice.openCents),
      ]),
    },
    payment: pay.payment,
  };
};
