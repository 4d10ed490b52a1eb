import type { LastDutchIncome } from '@mijn/domain';
import type { InsuranceRightDecisionFacts } from '@mijn/insurer';
import {
  day,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterLanguage,
  type LetterWriter,
  objection,
  questions,
  say,
} from './writing.ts';

const lastIncomeNames: Record<LastDutchIncome, [nl: string, en: string]> = {
  employed: ['loon uit een baan in Nederland', 'wages from a job in the Netherlands'],
  benefit: ['een Nederlandse uitkering', 'a Dutch benefit'],
  'self-employed': ['werk als zelfstandige in Nederland', 'work as self-employed in the Netherlands'],
};

const lastIncome = (facts: InsuranceRightDecisionFacts, language: LetterLanguage): string => {
  if (facts.lastDutchIncome === null) return '';
  const [nl, en] = lastIncomeNames[facts.lastDutchIncome];
  return say(language, ` Uw laatste Nederlandse inkomen was ${nl}.`, ` Your last Dutch income was ${en}.`);
};

function confirmed(facts: InsuranceRightDecisionFacts, context: LetterContext): string[] {
  const { language } = context;
  return [
    say(
      language,
      'Uit uw antwoorden en documenten blijkt dat u inkomen of een uitkering uit Nederland hebt. U blijft daarom verzekerd bij ons: uw zorgverzekering loopt gewoon door.',
      'Your answers and documents show that you have income or a benefit from the Netherlands. You therefore stay insured with us: your health insurance simply continues.',
    ),
    ...(facts.hasOtherIncome
      ? [
          say(
            language,
            'U gaf ook inkomen van buiten Nederland op. Gaat u in uw woonland meer werken dan in Nederland? Dan kan uw woonland verantwoordelijk worden voor uw zorgverzekering. Laat het ons dan direct weten.',
            'You also reported income from outside the Netherlands. Will you work more in your country of residence than in the Netherlands? Then that country may become responsible for your health insurance. Let us know at once if so.',
          ),
        ]
      : []),
    say(
      language,
      'Verandert uw werk of inkomen? Geef het binnen 4 weken aan ons door.',
      'Does your work or income change? Let us know within 4 weeks.',
    ),
  ];
}

function notConfirmed(facts: InsuranceRightDecisionFacts, context: LetterContext): string[] {
  const { language, brand } = context;
  return [
    say(
      language,
      `Uit uw antwoorden blijkt dat u geen inkomen, uitkering of werk als zelfstandige uit Nederland meer hebt.${lastIncome(facts, 'nl')} Wie in het buitenland woont, is alleen in Nederland verzekerd zolang hij hier werkt of een Nederlandse uitkering krijgt. U hebt daarom geen recht meer op de Nederlandse zorgverzekering.`,
      `Your answers show that you no longer have income, a benefit or work as self-employed from the Netherlands.${lastIncome(facts, 'en')} Someone living abroad is insured in the Netherlands only while they work here or receive a Dutch benefit. You are therefore no longer entitled to the Dutch health insurance.`,
    ),
    say(
      language,
      `Bel ons binnen 4 weken op ${brand.phoneNumber}. Wij bespreken dan met u wanneer uw verzekering eindigt en hoe u zich in uw woonland verzekert. Tot dan blijft uw verzekering lopen.`,
      `Call us within 4 weeks on ${brand.phoneNumber}. We will then discuss with you when your insurance ends and how you insure yourself in your country of residence. Until then your insurance continues.`,
    ),
    objection(context),
  ];
}

/** The decision on an insurance-right check: which check, and whether the right to Dutch insurance stands. */
export const insuranceRightDecision: LetterWriter<InsuranceRightDecisionFacts> = (
  facts,
  context,
): LetterBody => {
  const { language } = context;
  const sent = day(facts.sentOn, language);
  return {
    title:
      facts.outcome === 'confirmed'
        ? say(language, 'Uw verzekeringsrecht is bevestigd', 'Your insurance right is confirmed')
        : say(language, 'Uw verzekeringsrecht is niet bevestigd', 'Your insurance right is not confirmed'),
    paragraphs: [
      greeting(context),
      say(
        language,
        `Op ${sent} vulde u de controle van uw verzekeringsrecht in. Hartelijk dank daarvoor. Wij hebben uw gegevens beoordeeld.`,
        `On ${sent} you completed the check of your insurance right. Thank you for it. We have assessed your details.`,
      ),
      ...(facts.outcome === 'confirmed' ? confirmed(facts, context) : notConfirmed(facts, context)),
      questions(context),
    ],
    details: [[say(language, 'Controle ingevuld op', 'Check completed on'), sent]],
  };
};
