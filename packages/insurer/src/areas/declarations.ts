import { rejectionCodes } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';
import { Cents, CustomerNumber, Day, Viewer } from '../values.ts';

/** The insured person a declaration is for, as the insurer keeps their name. */
const Person = z.object({
  firstName: z.string(),
  prefix: z.nullable(z.string()),
  lastName: z.string(),
  birthDate: Day,
});

/** A declaration line as the claims system handled it (spec §3 Declaration); amounts in cents. */
export const Declaration = z.object({
  declarationId: z.string(),
  recordId: z.string(),
  /** The care provider's invoice, when a provider sent it. */
  invoiceId: z.nullable(z.string()),
  customerNumber: CustomerNumber,
  person: Person,
  receivedOn: Day,
  treatmentOn: Day,
  lastTreatmentOn: z.nullable(Day),
  careType: z.string(),
  careProvider: z.string(),
  status: z.enum(['handled', 'in-progress', 'not-applicable']),
  submittedBy: z.enum(['care-provider', 'insured']),
  /** Who the reimbursement is paid to. */
  reimbursedTo: z.enum(['insured', 'care-provider']),
  /** declared = compensated + uncompensated; excess and GVS contribution are parts of uncompensated. */
  declaredCents: Cents,
  compensatedCents: Cents,
  uncompensatedCents: Cents,
  excessCents: Cents,
  gvsContributionCents: Cents,
  year: z.int(),
  /** False for a result handled since the customer last marked their declarations read. */
  read: z.boolean(),
  /** The payment run that paid the reimbursement out; null when nothing was paid. */
  paidOutOn: z.nullable(Day),
  rejectionCodes: z.array(z.enum(rejectionCodes)),
  /** The account the insured's reimbursement goes to; null when the care provider is paid. */
  payee: z.nullable(z.object({ name: z.string(), iban: z.string() })),
});

export type Declaration = z.output<typeof Declaration>;

/** One treatment, trip or medicine on a bill. */
const Activity = z.object({
  date: Day,
  description: z.string(),
  declaredCents: Cents,
  compensatedCents: Cents,
});

const DeclarationDetail = z.extend(Declaration, {
  bills: z.array(z.object({ invoiceId: z.string(), payOutCents: Cents, activities: z.array(Activity) })),
  /** Excess the insurer still collects from the customer (the care provider was paid in full). */
  collectionRiskCents: Cents,
  /** Why nothing or less was reimbursed, in Dutch, as the letter says it. */
  rejectionReason: z.nullable(z.string()),
});
export type DeclarationDetail = z.output<typeof DeclarationDetail>;

export const declarations = area(
  'declarations',
  'Declarations and their decisions: lists, details and read marks.',
  {
    ofYear: query({
      input: z.object({
        viewer: Viewer,
        /** One person; without it, everyone the viewer may see (spec §6). */
        customerNumber: z.optional(CustomerNumber),
        year: z.int(),
        onDay: Day,
      }),
      output: z.array(Declaration),
      refusals: { 'not-in-household': null },
      latency: 'read',
      doc: "A year's declarations of one person the viewer may see, or of all of them, newest received first.",
    }),
    latest: query({
      input: z.object({ viewer: Viewer, onDay: Day, count: z.int().check(z.gte(1), z.lte(50)) }),
      output: z.array(Declaration),
      latency: 'read',
      doc: 'The newest declarations of everyone the viewer may see (spec §6), of any year, newest received first.',
    }),
    detail: query({
      input: z.object({ viewer: Viewer, declarationId: z.string(), onDay: Day }),
      output: DeclarationDetail,
      refusals: { 'not-found': null },
      latency: 'read',
      doc: 'One declaration with its bills and their activities; one of a person the viewer may not see is not found, so ids cannot be probed.',
    }),
    markAllRead: command({
      input: z.object({ viewer: Viewer, onDay: Day }),
      output: z.object({ marked: z.int() }),
      latency: 'command',
      // The customer is told how many were marked, which only the insurer knows.
      whenUnavailable: '503',
      idempotencyKey: 'minted',
      doc: 'Marks every unread declaration of everyone the viewer may see as read; a repeat marks none.',
    }),
  },
);
