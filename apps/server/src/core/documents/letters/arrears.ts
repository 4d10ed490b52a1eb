import type { DunningStepName } from '@mijn/domain';
import type { DirectDebitFailedFacts, DunningFacts, InvoiceSubject } from '@mijn/insurer';
import { transfer } from './premium.ts';
import {
  day,
  euro,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterWriter,
  month,
  questions,
  say,
} from './writing.ts';

/** What the invoice was for, to name in a sentence: 'de premie voor november 2026'. */
function what(facts: InvoiceSubject, context: LetterContext): string {
  const { language } = context;
  if (facts.subject === 'premium' && facts.periodStart && facts.periodEnd) {
    const first = month(facts.periodStart, language);
    const last = month(facts.periodEnd, language);
    const months =
      first === last ? first : say(language, `${first} tot en met ${last}`, `${first} to ${last}`);
    return say(language, `de premie voor ${months}`, `the premium for ${months}`);
  }
  if (facts.subject === 'excess') return say(language, 'de rekening eigen risico', 'the excess bill');
  return say(language, `rekening ${facts.invoiceNumber}`, `bill ${facts.invoiceNumber}`);
}

/** The short name in a title: 'premie november 2026' or 'Premium November 2026'. */
function titleOf(facts: InvoiceSubject, context: LetterContext): string {
  const { language } = context;
  if (facts.subject === 'premium' && facts.periodStart) {
    return say(
      language,
      `premie ${month(facts.periodStart, language)}`,
      `premium ${month(facts.periodStart, language)}`,
    );
  }
  if (facts.subject === 'excess') return say(language, 'rekening eigen risico', 'excess bill');
  return say(language, `rekening ${facts.invoiceNumber}`, `bill ${facts.invoiceNumber}`);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function detailsOf(facts: InvoiceSubject, context: LetterContext): [string, string][] {
  const { language } = context;
  return [
    [say(language, 'Factuurnummer', 'Invoice number'), facts.invoiceNumber],
    [say(language, 'Vervaldatum', 'Due date'), day(facts.dueDate, language)],
  ];
}

/** What a premium debt leads to besides costs: the municipality is told, and at six months the CAK. */
const premiumWarnings: Partial<Record<DunningStepName, [nl: string, en: string]>> = {
  notice: [
    'Een achterstand in de premie geven wij ook door aan uw gemeente (vroegsignalering), zodat zij u hulp kan aanbieden.',
    'We also report arrears on the premium to your municipality (early warning), so that it can offer you help.',
  ],
  summons: [
    'Loopt uw achterstand op tot zes maandpremies, dan melden wij u aan bij het CAK en betaalt u daar een hogere premie.',
    'If your arrears reach six months of premium, we must report you to the CAK, where you then pay a higher premium.',
  ],
};

/** Who to turn to when paying at once is not possible: an arrangement in the portal or the phone. */
function help(facts: DunningFacts, context: LetterContext): string {
  const { language, brand } = context;
  const arrangement = say(
    language,
    `Kunt u niet in één keer betalen? Vraag in Mijn omgeving een betalingsregeling aan of bel ons op ${brand.phoneNumber}.`,
    `Can you not pay all at once? Request a payment arrangement in your online account or call us on ${brand.phoneNumber}.`,
  );
  const warning = facts.subject === 'premium' ? premiumWarnings[facts.step] : undefined;
  return warning ? `${arrangement} ${say(language, ...warning)}` : arrangement;
}

type StepText = { title: string; opening: string; consequence?: string };

function stepText(facts: DunningFacts, context: LetterContext): StepText {
  const { language } = context;
  const subject = what(facts, context);
  const open = euro(facts.openCents);
  const payBy = facts.payBy ? day(facts.payBy, language) : '';
  const due = day(facts.dueDate, language);
  const short = titleOf(facts, context);
  switch (facts.step) {
    case 'reminder':
      return {
        title: say(language, `Herinnering: ${short}`, `Reminder: ${short}`),
        opening: say(
          language,
          `Op ${due} had u ${subject} moeten betalen (${facts.invoiceNumber}). Wij hebben ${open} nog niet ontvangen. Misschien is het u ontschoten. Wilt u dit bedrag uiterlijk ${payBy} betalen?`,
          `${capitalised(subject)} (${facts.invoiceNumber}) was due on ${due}. We have not yet received ${open}. Perhaps it slipped your mind. Please pay this amount by ${payBy}.`,
        ),
      };
    case 'notice':
      return {
        title: say(language, `Aanmaning: ${short}`, `Payment demand: ${short}`),
        opening: say(
          language,
          `Ondanks onze herinnering hebben wij ${open} voor ${subject} (${facts.invoiceNumber}) nog niet ontvangen. Betaal dit bedrag uiterlijk ${payBy}.`,
          `Despite our reminder we have not received ${open} for ${subject} (${facts.invoiceNumber}). Please pay this amount by ${payBy}.`,
        ),
        consequence: say(
          language,
          'Betaalt u niet op tijd, dan sturen wij u een sommatie; daarna kunnen er incassokosten bij komen.',
          'If you do not pay in time, we will send you a final demand; after that, collection costs may be added.',
        ),
      };
    case 'summons':
      return {
        title: say(language, `Sommatie: ${short}`, `Final demand: ${short}`),
        opening: say(
          language,
          `Wij hebben ${open} voor ${subject} (${facts.invoiceNumber}) nog steeds niet ontvangen, ook niet na onze herinnering en aanmaning. Betaal dit bedrag binnen 14 dagen na ontvangst van deze brief, uiterlijk ${payBy}.`,
          `We have still not received ${open} for ${subject} (${facts.invoiceNumber}), despite our reminder and payment demand. Pay this amount within 14 days of receiving this letter, by ${payBy} at the latest.`,
        ),
        consequence: say(
          language,
          `Betaalt u niet op tijd, dan dragen wij de vordering over aan een incassobureau en komen er ${euro(facts.collectionCostsCents)} wettelijke incassokosten bij.`,
          `If you do not pay in time, we will hand the debt to a collection agency and ${euro(facts.collectionCostsCents)} of statutory collection costs will be added.`,
        ),
      };
    case 'collectionAgency':
      return {
        title: say(language, `Uit handen gegeven: ${short}`, `Handed to a collection agency: ${short}`),
        opening: say(
          language,
          `U hebt ${subject} (${facts.invoiceNumber}) ook na onze sommatie niet betaald. Wij hebben de vordering daarom uit handen gegeven aan ons incassobureau, dat contact met u opneemt. Er komen ${euro(facts.collectionCostsCents)} wettelijke incassokosten bij: u bent nu ${euro(facts.openCents + facts.collectionCostsCents)} verschuldigd.`,
          `You did not pay ${subject} (${facts.invoiceNumber}) after our final demand either. We have therefore handed the debt to our collection agency, which will contact you. ${euro(facts.collectionCostsCents)} of statutory collection costs are added: you now owe ${euro(facts.openCents + facts.collectionCostsCents)}.`,
        ),
      };
  }
}

/** A letter of the arrears path: what is owed since when, until when to pay, how, and what follows. */
export const dunningLetter: LetterWriter<DunningFacts> = (facts, context) => {
  const { language } = context;
  const text = stepText(facts, context);
  const charged = facts.step === 'collectionAgency' ? facts.collectionCostsCents : 0;
  const pay = transfer(facts.openCents + charged, facts.invoiceNumber, context);
  const rows: [string, string][] = [[capitalised(titleOf(facts, context)), euro(facts.openCents)]];
  if (charged > 0) {
    rows.push(
      [say(language, 'Incassokosten', 'Collection costs'), euro(charged)],
      [say(language, 'Totaal', 'Total'), euro(facts.openCents + charged)],
    );
  }
  const paragraphs = [greeting(context), text.opening];
  if (text.consequence) paragraphs.push(text.consequence);
  paragraphs.push(pay.paragraph);
  if (facts.step === 'collectionAgency') {
    paragraphs.push(questions(context));
  } else {
    paragraphs.push(
      help(facts, context),
      say(
        language,
        'Hebt u al betaald, dan kunt u deze brief als niet verzonden beschouwen.',
        'If you have already paid, please disregard this letter.',
      ),
    );
  }
  return {
    title: text.title,
    details: detailsOf(facts, context),
    paragraphs,
    table: {
      header: [say(language, 'Omschrijving', 'Description'), say(language, 'Bedrag', 'Amount')],
      rows,
    },
    payment: pay.payment,
  };
};

/** The direct debit failed twice: pay by transfer or iDEAL, and check the account and mandate. */
export const directDebitFailedLetter: LetterWriter<DirectDebitFailedFacts> = (facts, context): LetterBody => {
  const { language } = context;
  const tried = facts.attemptedOn.map((date) => day(date, language));
  const pay = transfer(facts.amountCents, facts.invoiceNumber, context);
  return {
    title: say(
      language,
      `Incasso mislukt: ${titleOf(facts, context)}`,
      `Direct debit failed: ${titleOf(facts, context)}`,
    ),
    details: detailsOf(facts, context),
    paragraphs: [
      greeting(context),
      say(
        language,
        `Wij konden ${what(facts, context)} (${euro(facts.amountCents)}) niet van uw rekening afschrijven, op ${tried.join(' en ')}. Wij proberen het niet opnieuw. Wilt u het bedrag uiterlijk ${day(facts.payBy, language)} zelf betalen?`,
        `We could not collect ${what(facts, context)} (${euro(facts.amountCents)}) from your account, on ${tried.join(' and ')}. We will not try again. Please pay the amount yourself by ${day(facts.payBy, language)}.`,
      ),
      pay.paragraph,
      say(
        language,
        'Wilt u dat wij de premie weer automatisch afschrijven? Controleer uw rekeningnummer en machtiging in Mijn omgeving onder Betaal- en rekeninggegevens.',
        'Would you like us to collect the premium automatically again? Check your account number and mandate in your online account under Payment and account details.',
      ),
      questions(context),
    ],
    payment: pay.payment,
  };
};
