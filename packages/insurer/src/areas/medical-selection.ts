import { dentalCoverCodes, expectedTreatmentKeyList, medicalSelectionDenialReasons } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';
import { CustomerNumber, Day } from '../values.ts';

/** Someone not insured yet, whom the policyholder is adding to the agreement. */
const Newcomer = z.object({
  initials: z.string(),
  prefix: z.nullable(z.string()),
  lastName: z.string(),
  birthDate: Day,
});

/** The person judged: an insured of the agreement, or a newcomer (then without a customer number). */
const JudgedPerson = z.object({ customerNumber: z.nullable(CustomerNumber), ...Newcomer.shape });

/** Spec §3 Medical selection (dental): the answers, signed. */
const Answers = z.object({
  hasCongenitalDentalDefect: z.boolean(),
  congenitalDentalDefectMessage: z.nullable(z.string()),
  orthodonticsWithinTwoYears: z.boolean(),
  dentistLastTwoYears: z.boolean(),
  extracted4OrMoreTeeth: z.boolean(),
  numberOfMissingTeeth: z.int().check(z.gte(0)),
  expectsToHaveOneOfFollowingTreatments: z.array(
    z.union(expectedTreatmentKeyList.map((key) => z.literal(key))),
  ),
  /** The day the answers were signed: the day they are judged. */
  acceptanceDate: Day,
  /** The full name of the one who answers. */
  signature: z.string(),
});

export const medicalSelection = area('medicalSelection', 'The dental medical selection some cover needs.', {
  submit: command({
    input: z.object({
      /** The policyholder who answers; the agreement must be theirs. */
      policyholderNumber: CustomerNumber,
      agreementId: z.int().check(z.positive()),
      contractCode: z.string(),
      /** The policy year the cover is asked for: this year or the next. */
      year: z.int(),
      /** The dental cover asked for. */
      productCode: z.string(),
      person: z.union([z.object({ customerNumber: CustomerNumber }), z.object({ newcomer: Newcomer })]),
      answers: Answers,
      /** The insurer's day the selection is judged on. */
      onDay: Day,
    }),
    output: z.object({
      person: JudgedPerson,
      productName: z.string(),
      productCode: z.enum(dentalCoverCodes),
      isApproved: z.boolean(),
      denialReasons: z.array(z.enum(medicalSelectionDenialReasons)),
      /** Denied before for this cover or a lower one: not judged again, a lower cover must be chosen. */
      previouslyDenied: z.boolean(),
      decidedOn: Day,
    }),
    refusals: {
      'year-closed': null,
      'not-signed-today': null,
      'agreement-not-found': null,
      'agreement-ended': null,
      'product-not-offered': null,
      'not-on-agreement': null,
    },
    latency: 'command',
    idempotencyKey: 'minted',
    whenUnavailable: '503',
    doc: "Judges a person's answers for a dental cover by the rules of spec §4 and keeps them with their signature and verdict; a person denied this cover or a lower one before is not judged again. Refused for a year other than this or the next, answers not signed on the day, an agreement not the policyholder's, one ended before the cover would start, a dental cover the agreement's label does not offer, or a person not insured on the agreement.",
  }),
  outcome: query({
    input: z.object({ customerNumber: CustomerNumber, productCode: z.enum(dentalCoverCodes), year: z.int() }),
    output: z.object({
      /** Denied this cover or a lower one in any year: it cannot be asked for again. */
      deniedBefore: z.boolean(),
      /** The latest verdict for the cover and year; null when none was asked. */
      latest: z.nullable(z.object({ isApproved: z.boolean(), decidedOn: Day })),
    }),
    latency: 'read',
    doc: "Whether a person's medical selection allows a dental cover in a year: a denial of it or a lower cover before, and the latest verdict for that cover and year.",
  }),
});
