import {
  doesNotExpectTreatment,
  type ExpectedTreatmentKey,
  expectedTreatmentKeys,
  insurerToday,
} from '@mijn/domain';
import { type YesNo, yesNoToBoolean } from '../../lib/forms/index.ts';

/** What the questionnaire holds while it is answered: yes/no choices and ticked treatments as text. */
export interface QuestionnaireValues extends Record<string, unknown> {
  hasCongenitalDentalDefect: YesNo;
  congenitalDentalDefectMessage: string;
  orthodonticsWithinTwoYears: YesNo;
  dentistLastTwoYears: YesNo;
  extracted4OrMoreTeeth: YesNo;
  numberOfMissingTeeth: number | '';
  expectsToHaveOneOfFollowingTreatments: string[];
  acceptedTermsAndConditions: boolean;
  signature: string;
}

export const emptyQuestionnaire: QuestionnaireValues = {
  hasCongenitalDentalDefect: '',
  congenitalDentalDefectMessage: '',
  orthodonticsWithinTwoYears: '',
  dentistLastTwoYears: '',
  extracted4OrMoreTeeth: '',
  numberOfMissingTeeth: '',
  expectsToHaveOneOfFollowingTreatments: [],
  acceptedTermsAndConditions: false,
  signature: '',
};

/** The treatments offered as choices; "none" (key 0) is its own choice that clears the others. */
export const treatmentChoices = Object.entries(expectedTreatmentKeys).map(([name, key]) => ({
  name,
  value: String(key),
}));

/** Ticking "none" unticks every treatment, and ticking a treatment unticks "none". */
export function nextTreatmentChoice(previous: readonly string[], next: string[]): string[] {
  const none = String(expectedTreatmentKeys.none);
  const added = next.find((value) => !previous.includes(value));
  if (added === none) return [none];
  return added === undefined ? next : next.filter((value) => value !== none);
}

/** What is sent: yes/no as booleans (spec §3), signed today; missing teeth asked only after yes. */
export function toQuestionnaire(values: QuestionnaireValues, now = new Date()) {
  const treatments = values.expectsToHaveOneOfFollowingTreatments.map(Number) as ExpectedTreatmentKey[];
  const extracted = yesNoToBoolean(values.extracted4OrMoreTeeth);
  const hasDefect = yesNoToBoolean(values.hasCongenitalDentalDefect);
  return {
    hasCongenitalDentalDefect: hasDefect,
    congenitalDentalDefectMessage: hasDefect === true ? values.congenitalDentalDefectMessage : undefined,
    orthodonticsWithinTwoYears: yesNoToBoolean(values.orthodonticsWithinTwoYears),
    dentistLastTwoYears: yesNoToBoolean(values.dentistLastTwoYears),
    extracted4OrMoreTeeth: extracted,
    numberOfMissingTeeth: extracted === true ? values.numberOfMissingTeeth : 0,
    expectsToHaveOneOfFollowingTreatments: treatments,
    doesNotExpectTreatment: doesNotExpectTreatment(treatments),
    acceptedTermsAndConditions: values.acceptedTermsAndConditions,
    acceptanceDate: insurerToday(now),
    signature: values.signature,
  };
}
