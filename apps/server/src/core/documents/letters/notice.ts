import type { NoticeFacts } from '../letter-facts.ts';
import {
  euro,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterWriter,
  questions,
} from './writing.ts';

type Text = [title: string, body: string];

function texts(facts: NoticeFacts, context: LetterContext): Text {
  const { language, brand } = context;
  const who = facts.aboutFirstName ?? '';
  switch (facts.topic) {
    case 'addressChange':
      return language === 'en'
        ? [
            'Change of address',
            'We have recorded your new address. Letters and your insurance card will be sent there from now on. Is the address wrong? Change it in your online account under Personal details.',
          ]
        : [
            'Wijziging adresgegevens',
            'Wij hebben uw nieuwe adres verwerkt. Brieven en uw zorgpas sturen wij voortaan daarheen. Klopt het adres niet? Wijzig het in Mijn omgeving onder Persoonlijke gegevens.',
          ];
    case 'mandate':
      return language === 'en'
        ? [
            'Direct debit mandate confirmed',
            'We have recorded your direct debit mandate. From the next premium note on we collect the premium from your account around the 28th of the month. You can stop the mandate at any time in your online account under Payment details.',
          ]
        : [
            'Bevestiging machtiging',
            'Wij hebben uw machtiging voor automatische incasso verwerkt. Vanaf de volgende premienota schrijven wij de premie rond de 28e van de maand af. U kunt de machtiging altijd stoppen in Mijn omgeving onder Betaal- en rekeninggegevens.',
          ];
    case 'ibanChange':
      return language === 'en'
        ? [
            'Bank account changed',
            'We have recorded your new bank account. We pay reimbursements into it and, with a mandate, collect premiums from it. Did you not make this change? Call us at once on ' +
              brand.phoneNumber +
              '.',
          ]
        : [
            'Bevestiging wijziging IBAN',
            `Wij hebben uw nieuwe rekeningnummer verwerkt. Vergoedingen maken wij voortaan daarheen over en, met een machtiging, schrijven wij de premie ervan af. Hebt u dit niet zelf gewijzigd? Bel ons dan meteen op ${brand.phoneNumber}.`,
          ];
    case 'welcome':
      return language === 'en'
        ? [
            `Welcome to ${brand.brandName}`,
            `Welcome to ${brand.brandName}. Your insurance has started. In your online account you find your policy, your digital insurance card, your claims and your bills. Your insurance card is sent to you separately.`,
          ]
        : [
            `Welkom bij ${brand.brandName}`,
            `Welkom bij ${brand.brandName}. Uw verzekering is ingegaan. In Mijn omgeving vindt u uw polis, uw digitale zorgpas, uw declaraties en uw rekeningen. Uw zorgpas sturen wij apart op.`,
          ];
    case 'orthodontics':
      return language === 'en'
        ? [
            `Reimbursement braces ${who}`,
            `We have approved the orthodontic treatment (braces) for ${who}. We reimburse it from the dental cover of the supplementary insurance, up to its yearly maximum. Send each bill of the orthodontist as a claim.`,
          ]
        : [
            `Vergoeding beugel ${who}`,
            `Wij hebben de orthodontische behandeling (beugel) van ${who} goedgekeurd. Wij vergoeden die uit de tanddekking van de aanvullende verzekering, tot het maximum per jaar. Dien elke nota van de orthodontist in als declaratie.`,
          ];
    case 'annualStatement': {
      const amount = facts.amountCents === undefined ? '' : ` ${euro(facts.amountCents)}`;
      return language === 'en'
        ? [
            `Annual premium statement ${facts.year ?? ''}`.trim(),
            `Here is your annual statement of the premium you paid in ${facts.year ?? 'the year'}:${amount}. You may need it for your tax return or a benefit application.`,
          ]
        : [
            `Jaaropgave premie ${facts.year ?? ''}`.trim(),
            `Hierbij ontvangt u de jaaropgave van de premie die u in ${facts.year ?? 'het jaar'} betaalde:${amount}. U hebt die mogelijk nodig voor uw belastingaangifte of een toeslag.`,
          ];
    }
  }
}

/** A letter about a change or a service: what was done and what to do if it is not right. */
export const notice: LetterWriter<NoticeFacts> = (facts, context): LetterBody => {
  const [title, body] = texts(facts, context);
  return { title, paragraphs: [greeting(context), body, questions(context)], details: [] };
};
