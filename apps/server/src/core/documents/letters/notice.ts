import { is16AndOlder } from '@mijn/domain';
import type { NoticeFacts } from '@mijn/insurer';
import {
  day,
  euro,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterWriter,
  questions,
} from './writing.ts';

type Text = [title: string, body: string];

/**
 * A welcome: to a new customer, or naming the person just added to a policy. A child under 16's is
 * kept in the child's file and speaks to the parent; an older person's goes to the policyholder.
 */
function welcome(facts: NoticeFacts, { language, brand, insured, publicationDate }: LetterContext): Text {
  const name = facts.aboutFirstName;
  if (!name) {
    return language === 'en'
      ? [
          `Welcome to ${brand.brandName}`,
          `Welcome to ${brand.brandName}. Your insurance has started. In your online account you find your policy, your digital insurance card, your claims and your bills. Your insurance card is sent to you separately.`,
        ]
      : [
          `Welkom bij ${brand.brandName}`,
          `Welkom bij ${brand.brandName}. Uw verzekering is ingegaan. In Mijn omgeving vindt u uw polis, uw digitale zorgpas, uw declaraties en uw rekeningen. Uw zorgpas sturen wij apart op.`,
        ];
  }
  const from = facts.startDate ? day(facts.startDate, language) : null;
  const child = !is16AndOlder(insured.birthDate, publicationDate);
  if (language === 'en') {
    const since = from ? ` from ${from}` : '';
    return [
      `Welcome, ${name}`,
      child
        ? `Welcome to ${brand.brandName}, ${name}! Your child ${name} is insured${since}. In your online account you find ${name}'s policy and digital insurance card. We send ${name}'s insurance card separately.`
        : `${name} is insured with ${brand.brandName}${since}, on your policy. You see ${name}'s insurance on your policy overview in your online account. We send ${name}'s insurance card separately.`,
    ];
  }
  const since = from ? ` vanaf ${from}` : '';
  return [
    `Welkom, ${name}`,
    child
      ? `Welkom bij ${brand.brandName}, ${name}! Uw kind ${name} is verzekerd${since}. In Mijn omgeving vindt u de polis en de digitale zorgpas van ${name}. De zorgpas van ${name} sturen wij apart op.`
      : `${name} is${since} verzekerd bij ${brand.brandName}, op uw polis. U ziet de verzekering van ${name} op uw polisoverzicht in Mijn omgeving. De zorgpas van ${name} sturen wij apart op.`,
  ];
}

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
      return welcome(facts, context);
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
