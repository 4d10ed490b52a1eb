import {
  DIALYSIS_DUTCH_RATE_CENTS,
  type TreatmentAbroadCondition,
  type TreatmentAbroadDecision,
  type TreatmentAbroadKind,
  type TreatmentAbroadRefusal,
} from '@mijn/domain';
import type { TreatmentAbroadDecisionFacts } from '@mijn/insurer';
import {
  day,
  euro,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterLanguage,
  type LetterWriter,
  objection,
  period,
  questions,
  say,
} from './writing.ts';

type Text = [nl: string, en: string];

const careNames: Record<TreatmentAbroadKind, Text> = {
  'medical-treatment': ['een medische behandeling', 'a medical treatment'],
  'fertility-treatment': ['een vruchtbaarheidsbehandeling', 'a fertility treatment'],
  'nursing-and-care': ['verpleging en verzorging', 'nursing and personal care'],
  'mental-health': ['geestelijke gezondheidszorg', 'mental health care'],
  'kidney-dialysis': ['nierdialyse', 'kidney dialysis'],
};

const refusals: Record<TreatmentAbroadRefusal, Text> = {
  'fertility-age': [
    'De basisverzekering vergoedt een vruchtbaarheidsbehandeling tot de leeftijd van 43 jaar. Bij de start van de behandeling bent u 43 jaar of ouder.',
    'The basic insurance covers fertility treatment up to the age of 43. When the treatment starts you are 43 or older.',
  ],
  'fertility-attempts': [
    'De basisverzekering vergoedt de eerste drie IVF- of ICSI-pogingen. Deze aanvraag gaat over een latere poging.',
    'The basic insurance covers the first three IVF or ICSI attempts. This request is about a later attempt.',
  ],
  'no-referral': [
    'Voor deze zorg is een verwijzing van een Nederlandse arts nodig. Die hebt u niet meegestuurd.',
    'This care needs a referral from a Dutch doctor. You did not send one.',
  ],
  'no-indication': [
    'Voor verpleging en verzorging is een indicatie nodig. Die is er volgens uw aanvraag niet.',
    'Nursing and personal care need an indication. According to your request there is none.',
  ],
  'no-treatment-plan': [
    'Voor geestelijke gezondheidszorg in het buitenland hebben wij een behandelplan nodig. Dat hebt u niet meegestuurd.',
    'For mental health care abroad we need a treatment plan. You did not send one.',
  ],
  'no-place-confirmed': [
    'Het dialysecentrum in het buitenland heeft nog geen plaats voor u bevestigd. Vraag opnieuw toestemming zodra dat wel zo is.',
    'The dialysis centre abroad has not yet confirmed a place for you. Ask again once it has.',
  ],
};

const conditions: Record<TreatmentAbroadCondition, Text> = {
  'dutch-rate': [
    'Dit land valt buiten de Europese regeling (S2). Wij vergoeden de zorg daarom tot het Nederlandse tarief; wat de zorgverlener meer rekent, betaalt u zelf.',
    'This country is outside the European scheme (S2). We therefore reimburse the care up to the Dutch rate; anything the provider charges above it is yours to pay.',
  ],
  'dialysis-rate': [
    `Het centrum rekent meer dan het Nederlandse tarief. Wij vergoeden per dialyse ten hoogste ${euro(DIALYSIS_DUTCH_RATE_CENTS)}; het verschil betaalt u zelf.`,
    `The centre charges more than the Dutch rate. We reimburse at most ${euro(DIALYSIS_DUTCH_RATE_CENTS)} per session; the difference is yours to pay.`,
  ],
};

const decisionNames: Record<TreatmentAbroadDecision['outcome'], Text> = {
  approved: ['Toegestaan', 'Approved'],
  'approved-with-conditions': ['Toegestaan onder voorwaarden', 'Approved with conditions'],
  refused: ['Afgewezen', 'Refused'],
};

const pick = ([nl, en]: Text, language: LetterLanguage) => say(language, nl, en);

function countryName(code: string, language: LetterLanguage): string {
  return new Intl.DisplayNames([language === 'en' ? 'en-GB' : 'nl-NL'], { type: 'region' }).of(code) ?? code;
}

/** What the decision means for the reader: the permission and its condition, or the reason for refusing. */
function outcome(decision: TreatmentAbroadDecision, language: LetterLanguage): string[] {
  const claims = say(
    language,
    'Stuur de rekeningen van deze zorg in via Mijn omgeving onder Zorgkosten indienen; wij vergoeden ze volgens deze toestemming.',
    'Send the bills for this care through your online account under Submit healthcare costs; we reimburse them under this approval.',
  );
  switch (decision.outcome) {
    case 'approved':
      return [say(language, 'Wij geven u toestemming voor deze zorg.', 'We approve this care.'), claims];
    case 'approved-with-conditions':
      return [
        say(
          language,
          'Wij geven u toestemming voor deze zorg, met een voorwaarde.',
          'We approve this care, with a condition.',
        ),
        pick(conditions[decision.condition], language),
        claims,
      ];
    case 'refused':
      return [
        say(
          language,
          'Wij kunnen u helaas geen toestemming geven.',
          'Unfortunately we cannot approve this care.',
        ),
        pick(refusals[decision.reason], language),
      ];
  }
}

/** The decision on a request for prior approval of care abroad, with its condition or reason. */
export const treatmentAbroadDecision: LetterWriter<TreatmentAbroadDecisionFacts> = (
  facts,
  context: LetterContext,
): LetterBody => {
  const { language } = context;
  const care = pick(careNames[facts.requestKind], language);
  const country = countryName(facts.countryCode, language);
  const when = facts.startDate && facts.endDate ? ` ${period(facts.startDate, facts.endDate, language)}` : '';
  return {
    title: say(
      language,
      'Besluit over uw aanvraag zorg in het buitenland',
      'Decision on your request for care abroad',
    ),
    paragraphs: [
      greeting(context),
      say(
        language,
        `Op ${day(facts.receivedOn, language)} vroeg u toestemming voor ${care} bij ${facts.providerName} in ${country}${when}. Wij hebben uw aanvraag beoordeeld.`,
        `On ${day(facts.receivedOn, language)} you asked for approval of ${care} at ${facts.providerName} in ${country}${when}. We have assessed your request.`,
      ),
      ...outcome(facts.decision, language),
      objection(context),
      questions(context),
    ],
    details: [
      [say(language, 'Kenmerk', 'Reference'), facts.reference],
      [say(language, 'Besluit', 'Decision'), pick(decisionNames[facts.decision.outcome], language)],
    ],
  };
};
