import type { CardFacts, PolicyScheduleFacts } from '@mijn/insurer';
import { day, euro, greeting, type LetterLanguage, type LetterWriter, questions, say } from './writing.ts';

const PRODUCT_KINDS: Record<string, [nl: string, en: string]> = {
  MB: ['Basisverzekering', 'Basic insurance'],
  AP: ['Aanvullend', 'Supplementary'],
  XA: ['Aanvullend', 'Supplementary'],
  AE: ['Aanvullend', 'Supplementary'],
  KL: ['Aanvullend', 'Supplementary'],
  ER: ['Aanvullend', 'Supplementary'],
  TA: ['Tandarts', 'Dental'],
  OW: ['Vrijwillig eigen risico', 'Voluntary excess'],
};

export const productKind = (type: string, language: LetterLanguage) => {
  const names = PRODUCT_KINDS[type];
  return names ? say(language, ...names) : type;
};

const premium = (facts: PolicyScheduleFacts, language: LetterLanguage) =>
  facts.monthlyPremiumCents === null
    ? ''
    : say(
        language,
        ` Uw premie is ${euro(facts.monthlyPremiumCents)} per maand.`,
        ` Your premium is ${euro(facts.monthlyPremiumCents)} a month.`,
      );

const whoIsInsured = (facts: PolicyScheduleFacts, language: LetterLanguage) =>
  facts.insured
    ? say(
        language,
        `U en uw gezin zijn dat jaar bij ons verzekerd zoals hieronder staat, per verzekerde.`,
        `That year you and your family are insured with us as set out below, per insured person.`,
      )
    : say(
        language,
        `U bent dat jaar bij ons verzekerd voor de ${facts.products.length} verzekering(en) hieronder.`,
        `That year you are insured with us for the ${facts.products.length} insurance(s) below.`,
      );

/** The policy schedule of a year: the products, the monthly premium and what to check. */
export const policySchedule: LetterWriter<PolicyScheduleFacts> = (facts, context) => {
  const { language } = context;
  const rows: [string, string][] = facts.insured
    ? facts.insured.flatMap((person) =>
        person.products.map((product): [string, string] => [
          `${person.firstName}: ${product.name}`,
          productKind(product.type, language),
        ]),
      )
    : facts.products.map((product) => [product.name, productKind(product.type, language)]);
  return {
    title: say(language, `Polisblad ${facts.year}`, `Policy schedule ${facts.year}`),
    paragraphs: [
      greeting(context),
      say(
        language,
        `Hierbij ontvangt u uw polisblad voor ${facts.year}. ${whoIsInsured(facts, language)}${premium(facts, language)}`,
        `Here is your policy schedule for ${facts.year}. ${whoIsInsured(facts, language)}${premium(facts, language)}`,
      ),
      say(
        language,
        'Controleer of alles klopt. Klopt er iets niet, of wilt u iets wijzigen? Dat kan in Mijn omgeving onder Mijn polis.',
        'Please check that everything is right. Is something wrong, or do you want to change something? You can do so in your online account under My policy.',
      ),
      questions(context),
    ],
    details: [],
    table: {
      header: [
        say(language, `Uw verzekeringen in ${facts.year}`, `Your insurance in ${facts.year}`),
        say(language, 'Soort', 'Kind'),
      ],
      rows,
    },
  };
};

/** A new insurance card on its way: for whom, when it arrives, and the digital card meanwhile. */
export const card: LetterWriter<CardFacts> = (facts, context) => {
  const { language } = context;
  return {
    title: say(
      language,
      `Nieuwe zorgpas ${facts.cardholderFirstName}`,
      `New insurance card ${facts.cardholderFirstName}`,
    ),
    paragraphs: [
      greeting(context),
      say(
        language,
        `De nieuwe zorgpas van ${facts.cardholderFirstName} is onderweg. U ontvangt hem uiterlijk ${day(facts.expectedDeliveryDate, language)}. Op de achterkant staat de Europese zorgpas (EHIC) voor zorg in het buitenland.`,
        `${facts.cardholderFirstName}'s new insurance card is on its way. You will receive it by ${day(facts.expectedDeliveryDate, language)}. The back is the European Health Insurance Card (EHIC) for care abroad.`,
      ),
      say(
        language,
        'Tot hij er is, laat u de digitale zorgpas zien: in de app en in Mijn omgeving onder Zorgpas. Gooi de oude pas weg zodra de nieuwe er is.',
        'Until it arrives, show the digital card: in the app and in your online account under Insurance card. Throw the old card away once the new one arrives.',
      ),
      questions(context),
    ],
    details: [],
  };
};
