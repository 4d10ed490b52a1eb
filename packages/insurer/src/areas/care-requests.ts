import { careMediationKinds } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command } from '../operation.ts';
import { CustomerNumber, Day } from '../values.ts';

/** A file the customer sent with a request: already in the shared storage, handed over by its key. */
export const RequestAttachment = z.object({
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int().check(z.gte(0)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  storageKey: z.string(),
});
export type RequestAttachment = z.output<typeof RequestAttachment>;

/** Who a request is for and who sent it, and on which day it came in. */
const requestParties = {
  /** The request's id, which the portal gives it once and sends on every attempt. */
  requestId: z.uuid(),
  /** The person the care is for: the answer goes to their message box. */
  customerNumber: CustomerNumber,
  /** The logged-in person who sent it: the person themselves, or the policyholder of a child. */
  requestedBy: CustomerNumber,
  receivedOn: Day,
  attachments: z.array(RequestAttachment),
};

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
  },
);
