import {
  careMediationKinds,
  fertilityTreatmentTypes,
  seatedTransportPurposes,
  seatedTransportRequestTypes,
  seatedTransportTravelModes,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command } from '../operation.ts';
import { ReceivedAt, StoredFile } from '../stored-file.ts';
import { Cents, CustomerNumber, Day } from '../values.ts';

/** Who a request is for and who sent it, and on which day it came in. */
const requestParties = {
  /** The request's id, which the portal gives it once and sends on every attempt. */
  requestId: z.uuid(),
  /** The person the care is for: the answer goes to their message box. */
  customerNumber: CustomerNumber,
  /** The logged-in person who sent it: the person themselves, or the policyholder of a child. */
  requestedBy: CustomerNumber,
  /** When the portal received it: the request's day, and when its answer is due, count from it. */
  receivedAt: ReceivedAt,
  attachments: z.array(StoredFile),
};

/**
 * What the insurer's rules read of a treatment-abroad request, per kind (decision 0056): the
 * referral, indication or treatment plan the customer says they have, and for dialysis whether the
 * centre confirmed a place and what a session costs.
 */
export const TreatmentAbroadCare = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('medical-treatment'), hasReferral: z.boolean() }),
  z.object({
    kind: z.literal('fertility-treatment'),
    treatmentType: z.enum(fertilityTreatmentTypes),
    /** Which attempt of the treatment this is, counted from 1. */
    attempt: z.int().check(z.gte(1)),
    hasReferral: z.boolean(),
  }),
  z.object({ kind: z.literal('nursing-and-care'), hasIndication: z.boolean() }),
  z.object({ kind: z.literal('mental-health'), hasReferral: z.boolean(), hasTreatmentPlan: z.boolean() }),
  z.object({
    kind: z.literal('kidney-dialysis'),
    centreConfirmed: z.boolean(),
    /** What the centre asks per session, when it said. */
    pricePerSessionCents: z.optional(Cents),
  }),
]);
export type TreatmentAbroadCare = z.output<typeof TreatmentAbroadCare>;

/** A length of time, or how often something happens, per week or per month. */
const PerPeriod = z.object({ amount: z.int().check(z.gte(0)), per: z.enum(['week', 'month']) });

/**
 * Why the patient cannot travel alone, as the insurer's assessment reads it: in a wheelchair; the
 * field of vision and the visual acuity of each eye (1 is full sight); under the hardship clause,
 * how long and how often each treatment needs transport; otherwise what the transport is for.
 */
export const SeatedTransportSituation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wheelchair') }),
  z.object({
    type: z.literal('visually-impaired'),
    fieldUnder20Degrees: z.boolean(),
    leftEyeAcuity: z.number().check(z.gte(0)),
    rightEyeAcuity: z.number().check(z.gte(0)),
  }),
  z.object({
    type: z.literal('hardship-clause'),
    treatments: z.array(z.object({ duration: PerPeriod, transports: PerPeriod })),
  }),
  z.object({ type: z.literal('all-other'), purpose: z.optional(z.enum(seatedTransportPurposes)) }),
]);
export type SeatedTransportSituation = z.output<typeof SeatedTransportSituation>;

/** Names a request across its retries: the id the portal gave it. */
const byRequestId = { naturalKey: 'the request id', of: (input: { requestId: string }) => input.requestId };

export const careRequests = area(
  'careRequests',
  'Care requests: mediation, treatment abroad, seated patient transport.',
  {
    submitMediation: command({
      input: z.object({
        ...requestParties,
        kind: z.enum(careMediationKinds),
        /** How far the person will travel to a provider. */
        maxTravelDistanceKm: z.int().check(z.gte(1)),
        /** The questionnaire of the kind as answered (the phone number, the provider now, ...), for the mediator. */
        answers: z.record(z.string(), z.unknown()),
      }),
      output: z.object({ reference: z.string() }),
      refusals: {
        /** No policy of the person runs on the day it came in. */
        'not-insured': null,
        /** Mental-health mediation under 18 is the municipality's youth desk. */
        'youth-desk': null,
        /** Mental-health mediation is asked only for oneself. */
        'mental-health-only-self': null,
      },
      latency: 'command',
      whenUnavailable: 'defer',
      idempotencyKey: byRequestId,
      doc: 'Takes a mediation request in; its answer (care providers near the person and their waiting times) comes later as a letter.',
    }),
    submitTreatmentAbroad: command({
      input: z.object({
        ...requestParties,
        care: TreatmentAbroadCare,
        /** The provider abroad, and its country (ISO 3166 alpha-2). */
        providerName: z.string(),
        countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
        /** The period of the care; a mental-health request names none. */
        startDate: z.nullable(Day),
        endDate: z.nullable(Day),
      }),
      output: z.object({ reference: z.string() }),
      refusals: {
        /** No policy of the person runs on the day it came in. */
        'not-insured': null,
      },
      latency: 'command',
      whenUnavailable: 'defer',
      idempotencyKey: byRequestId,
      doc: 'Takes a request for prior approval of care abroad in; the decision comes later as a letter, and an approval lets claims for the care be paid in full.',
    }),
    submitSeatedTransport: command({
      input: z.object({
        ...requestParties,
        requestType: z.enum(seatedTransportRequestTypes),
        situation: SeatedTransportSituation,
        /** How the patient travels, when they said: what the approval letter says is paid. */
        travelMode: z.optional(z.enum(seatedTransportTravelModes)),
        startDate: Day,
        endDate: Day,
        /** The questionnaire as answered (travel ability, escort, destinations), for the back office. */
        answers: z.record(z.string(), z.unknown()),
      }),
      output: z.object({ reference: z.string() }),
      refusals: {
        /** No policy of the person runs on the day it came in. */
        'not-insured': null,
      },
      latency: 'command',
      // The insurer numbers the request and assesses it at once: the customer waits for both.
      whenUnavailable: '503',
      idempotencyKey: byRequestId,
      doc: "Assesses a request for seated patient transport at once, numbers it, and puts the confirmation letter with the outcome in the patient's message box; an approval makes the trips in its period payable.",
    }),
  },
);
