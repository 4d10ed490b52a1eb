import {
  DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD,
  dentalCoverCodes,
  dentalCoverNeedsMedicalSelection,
  doesNotExpectTreatment,
  expectedTreatmentKeyList,
  expectedTreatmentKeys,
  medicalSelectionDenialReasons,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { report, whenValid } from './cross-field.ts';
import { endpoint, MAX_DATABASE_INTEGER } from './endpoint.ts';
import { requiredText } from './form-fields.ts';
import { CustomerNumber } from './policy.ts';

const HUMAN_TEETH = 32;
const MAX_NEWLY_INSURED = 10;

/** The dental covers that ask a medical selection (spec §3 hasMedicalSelection). */
export const medicalSelectionCoverCodes = dentalCoverCodes.filter(dentalCoverNeedsMedicalSelection);

const ExpectedTreatmentKey = z.union(expectedTreatmentKeyList.map((key) => z.literal(key)));

const QuestionnaireShape = z.object({
  policyNumber: z
    .optional(z.string().check(z.regex(/^\d{12}$/, validatorMessages.policyNumber)))
    .check(z.describe("The person's policy on the agreement; left out for a person not insured yet")),
  hasCongenitalDentalDefect: z.boolean(),
  congenitalDentalDefectMessage: z
    .optional(z.string().check(z.trim(), z.maxLength(500)))
    .check(z.describe('What the defect is; asked when there is one')),
  orthodonticsWithinTwoYears: z.boolean(),
  dentistLastTwoYears: z.boolean(),
  extracted4OrMoreTeeth: z.boolean(),
  numberOfMissingTeeth: z.number().check(z.int(), z.gte(0), z.lte(HUMAN_TEETH)),
  expectsToHaveOneOfFollowingTreatments: z
    .array(ExpectedTreatmentKey)
    .check(
      z.minLength(1, validatorMessages.requiredField),
      z.maxLength(expectedTreatmentKeyList.length),
      z.describe('Keys of the treatments expected; [0] alone means none'),
    ),
  doesNotExpectTreatment: z.boolean().check(z.describe('true exactly when the list holds key 0 alone')),
  acceptedTermsAndConditions: z.literal(true, { error: validatorMessages.noConfirmation }),
  acceptanceDate: z.iso.date().check(z.describe('The day the answers were signed: today')),
  signature: requiredText(100).check(z.describe('The full name of the one who answers, as a signature')),
});

/** Spec §3 Medical selection (dental), with yes/no answers as booleans. */
export const MedicalSelectionQuestionnaire = QuestionnaireShape.check(
  z.superRefine(
    (answers, context) => {
      const treatments = answers.expectsToHaveOneOfFollowingTreatments;
      const issues = [
        answers.hasCongenitalDentalDefect && !answers.congenitalDentalDefectMessage
          ? { path: ['congenitalDentalDefectMessage'], message: validatorMessages.requiredField }
          : null,
        answers.extracted4OrMoreTeeth &&
        answers.numberOfMissingTeeth < DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD
          ? { path: ['numberOfMissingTeeth'], message: validatorMessages.numberTooLow }
          : null,
        treatments.length > 1 && treatments.includes(expectedTreatmentKeys.none)
          ? { path: ['expectsToHaveOneOfFollowingTreatments'], message: validatorMessages.invalidInput }
          : null,
        new Set(treatments).size !== treatments.length
          ? { path: ['expectsToHaveOneOfFollowingTreatments'], message: validatorMessages.invalidInput }
          : null,
        answers.doesNotExpectTreatment !== doesNotExpectTreatment(treatments)
          ? { path: ['doesNotExpectTreatment'], message: validatorMessages.invalidInput }
          : null,
      ];
      report(
        context,
        issues.filter((issue) => issue !== null),
      );
    },
    whenValid(QuestionnaireShape, [
      'hasCongenitalDentalDefect',
      'congenitalDentalDefectMessage',
      'extracted4OrMoreTeeth',
      'numberOfMissingTeeth',
      'expectsToHaveOneOfFollowingTreatments',
      'doesNotExpectTreatment',
    ]),
  ),
);
export type MedicalSelectionQuestionnaire = z.input<typeof MedicalSelectionQuestionnaire>;

/** A person being added to the agreement (issue 16), not a customer yet. */
export const NewlyInsuredPerson = z.object({
  initials: requiredText(20),
  prefix: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  lastName: requiredText(100),
  birthDate: z.iso.date(),
  role: z.enum(['P', 'M']),
});

const RequestedContractShape = z.object({
  productComponentCode: z
    .enum(medicalSelectionCoverCodes as [string, ...string[]])
    .check(z.describe('The dental cover asked for; only covers with a medical selection')),
  customerNumber: z.optional(CustomerNumber).check(z.describe('An insured person of the agreement')),
  newlyInsuredPersonIndex: z
    .optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_NEWLY_INSURED - 1)))
    .check(z.describe('Or: the index of a person in newlyInsuredPersons')),
});

/** The person and cover a policyholder picks on the medical-selection screen. */
export const MedicalSelectionChoice = z.extend(
  z.pick(RequestedContractShape, { productComponentCode: true }),
  {
    customerNumber: CustomerNumber,
  },
);

const BodyShape = z.object({
  agreementDetails: z.object({
    agreementId: z.number().check(z.int(), z.positive(), z.lte(MAX_DATABASE_INTEGER)),
    contractCode: z.string().check(z.minLength(1), z.maxLength(20)),
    year: z
      .number()
      .check(z.int(), z.gte(2000), z.lte(2100), z.describe('The policy year the cover is asked for')),
  }),
  newlyInsuredPersons: z._default(z.array(NewlyInsuredPerson).check(z.maxLength(MAX_NEWLY_INSURED)), []),
  requestedContract: RequestedContractShape,
  medicalSelection: MedicalSelectionQuestionnaire,
});

export const ValidateAndSaveMedicalSelectionBody = BodyShape.check(
  z.superRefine(
    ({ requestedContract, newlyInsuredPersons }, context) => {
      const { customerNumber, newlyInsuredPersonIndex } = requestedContract;
      if ((customerNumber === undefined) === (newlyInsuredPersonIndex === undefined)) {
        report(context, [
          {
            path: ['requestedContract', 'customerNumber'],
            message: 'Name either customerNumber or newlyInsuredPersonIndex',
          },
        ]);
      } else if (
        newlyInsuredPersonIndex !== undefined &&
        newlyInsuredPersonIndex >= newlyInsuredPersons.length
      ) {
        report(context, [
          { path: ['requestedContract', 'newlyInsuredPersonIndex'], message: 'No such newly insured person' },
        ]);
      }
    },
    whenValid(BodyShape, ['requestedContract', 'newlyInsuredPersons']),
  ),
);
export type ValidateAndSaveMedicalSelectionBody = z.input<typeof ValidateAndSaveMedicalSelectionBody>;

/** Spec §3 Medical selection result: customer, packageName, isApproved. */
export const MedicalSelectionResult = z.object({
  customer: z.object({
    customerNumber: z.nullable(z.string()).check(z.describe('null for a person not insured yet')),
    initials: z.string(),
    prefix: z.nullable(z.string()),
    lastName: z.string(),
    birthDate: z.iso.date(),
  }),
  packageName: z.string(),
  productComponentCode: z.string(),
  isApproved: z.boolean(),
  denialReasons: z.array(z.enum(medicalSelectionDenialReasons)),
  previouslyDenied: z
    .boolean()
    .check(
      z.describe(
        'Denied before for this cover or a lower one: not judged again, a lower cover must be chosen',
      ),
    ),
  decidedOn: z.iso.date(),
});
export type MedicalSelectionResult = z.infer<typeof MedicalSelectionResult>;

/**
 * Spec §3 Customer medicalSelection: a verdict on file for a person, which the edit-policy screen
 * reads when a cover with medical selection is chosen (spec §4: denied before, or judged today).
 */
export const MedicalSelectionSummary = z.object({
  productComponentCode: z.string(),
  year: z.number().check(z.int()),
  isApproved: z.boolean(),
  decidedOn: z.iso.date(),
});
export type MedicalSelectionSummary = z.infer<typeof MedicalSelectionSummary>;

export const validateAndSaveMedicalSelection = endpoint({
  method: 'POST',
  path: 'Contract/ValidateAndSaveMedicalSelection',
  permission: 'u-ins',
  summary:
    "The policyholder's answers for a higher dental cover of an insured person of their agreement: judged, stored with date, signature and outcome. A person once denied is not judged again",
  body: ValidateAndSaveMedicalSelectionBody,
  response: MedicalSelectionResult,
  errors: [400, 401, 403, 404, 409],
});
