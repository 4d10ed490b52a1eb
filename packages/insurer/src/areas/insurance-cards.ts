import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';
import { CustomerNumber, Day, PolicyNumber, Viewer } from '../values.ts';

/** What the insurer prints on the card of one insured person; the portal draws it. */
const CardFacts = z.object({
  customerNumber: CustomerNumber,
  policyNumber: PolicyNumber,
  /** The collectivity (label) of the agreement, whose UZOVI code and brand the card carries. */
  labelCode: z.string(),
  initials: z.string(),
  firstName: z.string(),
  prefix: z.nullable(z.string()),
  lastName: z.string(),
  birthDate: Day,
  /** The citizen service number, the EHIC's personal identification number. */
  bsn: z.string(),
  /** Insured for basic cover on the day: the EHIC is on the back of the card. */
  ehic: z.boolean(),
  /** The last day the card is valid: the policy's end, or the end of the day's year if that is sooner. */
  validUntil: Day,
});

export const insuranceCards = area(
  'insuranceCards',
  'Insurance cards and the EHIC: as data, as PDF, and requests for a new card.',
  {
    ofHousehold: query({
      input: z.object({ viewer: Viewer, onDay: Day }),
      output: z.array(CardFacts),
      latency: 'read',
      doc: 'The card facts of each person the viewer may see (spec §6) whose policy runs on the day.',
    }),
    requestByPost: command({
      input: z.object({
        viewer: Viewer,
        customerNumbers: z.array(CustomerNumber).check(z.minLength(1)),
        onDay: Day,
      }),
      output: z.object({
        /** The policies whose new card is on its way, in the order asked. */
        accepted: z.array(PolicyNumber),
        /** The policies whose card was requested less than 3 months ago: no new card. */
        requestedRecently: z.array(PolicyNumber),
        /** The persons without a policy that runs on the day. */
        notInsured: z.array(CustomerNumber),
        /** When the accepted cards arrive; null when none was accepted. */
        expectedDeliveryOn: z.nullable(Day),
      }),
      refusals: { 'not-in-household': null },
      latency: 'command',
      // The outcome per person is the insurer's to decide, so the portal cannot accept it alone.
      whenUnavailable: '503',
      idempotencyKey: 'minted',
      doc: 'Sends a new card by post to each person asked; refused as a whole when one is not the viewer or a person they may see.',
    }),
  },
);
