import type { CareMediationKind } from '@mijn/domain';
import type { CareMediationAnswerFacts } from '@mijn/insurer';
import {
  day,
  greeting,
  type LetterBody,
  type LetterContext,
  type LetterWriter,
  questions,
  say,
} from './writing.ts';

/** What the person asked help finding, as the letter's sentence names it. */
const careNames: Record<CareMediationKind, [nl: string, en: string]> = {
  'general-practitioner': ['een huisarts', 'a general practitioner'],
  'maternity-care': ['kraamzorg', 'maternity care'],
  'medical-specialist': ['een medisch specialist', 'a medical specialist'],
  'district-nursing': ['wijkverpleging', 'district nursing'],
  'mental-health': ['geestelijke gezondheidszorg', 'mental-health care'],
};

const weeks = (count: number, language: LetterContext['language']) =>
  say(language, count === 1 ? '1 week' : `${count} weken`, count === 1 ? '1 week' : `${count} weeks`);

/**
 * The answer to a care mediation request: providers near home with their current wait, the
 * accepted waiting time, and that the person chooses and registers themselves (DOMAIN.md).
 */
export const careMediationAnswer: LetterWriter<CareMediationAnswerFacts> = (facts, context): LetterBody => {
  const { language } = context;
  const [careNl, careEn] = careNames[facts.mediationKind];
  const distance = facts.maxTravelDistanceKm;
  return {
    title: say(
      language,
      'Zorgbemiddeling: zorgaanbieders met hun wachttijd',
      'Care mediation: care providers and their waiting times',
    ),
    paragraphs: [
      greeting(context),
      say(
        language,
        `Op ${day(facts.requestedOn, 'nl')} vroeg u ons te helpen bij het vinden van ${careNl}. Wij hebben voor u gezocht.`,
        `On ${day(facts.requestedOn, 'en')} you asked us to help you find ${careEn}. We have searched for you.`,
      ),
      facts.withinDistance
        ? say(
            language,
            `Hieronder staan zorgaanbieders binnen ${distance} km van uw woonadres, met de wachttijd die zij nu hebben. De aanvaardbare wachttijd voor deze zorg is ${weeks(facts.normWeeks, 'nl')}.`,
            `Below are care providers within ${distance} km of your home address, with the waiting time they have now. The accepted waiting time for this care is ${weeks(facts.normWeeks, 'en')}.`,
          )
        : say(
            language,
            `Binnen ${distance} km van uw woonadres vonden wij geen zorgaanbieder. Hieronder staan de dichtstbijzijnde, met de wachttijd die zij nu hebben. De aanvaardbare wachttijd voor deze zorg is ${weeks(facts.normWeeks, 'nl')}.`,
            `We found no care provider within ${distance} km of your home address. Below are the nearest, with the waiting time they have now. The accepted waiting time for this care is ${weeks(facts.normWeeks, 'en')}.`,
          ),
      say(
        language,
        'U kiest zelf bij wie u zich aanmeldt. Neem contact op met de zorgaanbieder en noem het kenmerk van deze brief. Wachttijden veranderen snel; de zorgaanbieder bevestigt de datum.',
        'You choose where to register. Contact the care provider and quote the reference of this letter. Waiting times change quickly; the care provider confirms the date.',
      ),
      questions(context),
    ],
    details: [[say(language, 'Kenmerk aanvraag', 'Request reference'), facts.reference]],
    table: {
      header: [say(language, 'Zorgaanbieder', 'Care provider'), say(language, 'Wachttijd', 'Waiting time')],
      rows: facts.providers.map((provider): [string, string] => [
        `${provider.name}, ${provider.place} (${provider.distanceKm} km, AGB ${provider.agbCode})`,
        weeks(provider.waitingWeeks, language),
      ]),
    },
  };
};
