import { type PaymentArrangementStatusName, paymentArrangementStatus } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';
import { ReceivedAt } from '../stored-file.ts';
import { Cents, Day, Viewer } from '../values.ts';

const statusNames = Object.keys(paymentArrangementStatus) as [
  PaymentArrangementStatusName,
  ...PaymentArrangementStatusName[],
];

/** A payment arrangement as the insurer keeps it (spec §3): its invoices and its terms. */
const Arrangement = z.object({
  id: z.string(),
  agreementId: z.int(),
  status: z.enum(statusNames),
  requestedOn: Day,
  /** Still waiting to be taken up at the moment asked: a new request may replace it. */
  replaceable: z.boolean(),
  /** In the order the terms pay them off. */
  invoiceNumbers: z.array(z.string()),
  numberOfTerms: z.int(),
  startDate: Day,
  /** The account the terms are collected from. */
  iban: z.string(),
  total: Cents,
  terms: z.array(z.object({ number: z.int(), dueDate: Day, amount: Cents, collectedOn: z.nullable(Day) })),
});

export const arrangements = area('arrangements', 'Payment arrangements for invoices in arrears.', {
  ofPolicyholder: query({
    input: z.object({ viewer: Viewer, at: ReceivedAt }),
    output: z.object({
      /** Newest first. */
      arrangements: z.array(Arrangement),
      /** The account each agreement the viewer holds pays from: its premium's, else its excess bills'. */
      accountsOnFile: z.array(z.object({ agreementId: z.int(), iban: z.string() })),
    }),
    latency: 'read',
    doc: 'The payment arrangements of the agreements the viewer holds, with the account each agreement pays from.',
  }),
  request: command({
    input: z.object({
      viewer: Viewer,
      /** The invoices to pay in terms, in the order the terms pay them off, each with what it owes now. */
      invoices: z.array(z.object({ invoiceNumber: z.string(), amount: Cents })).check(z.minLength(1)),
      numberOfTerms: z.int().check(z.positive()),
      startDate: Day,
      /** The account the terms are collected from, by direct debit the customer authorised. */
      iban: z.string(),
      /** The customer confirmed that this request replaces an earlier one still waiting. */
      replaceWaiting: z.boolean(),
      receivedAt: ReceivedAt,
    }),
    output: Arrangement,
    refusals: {
      'unknown-invoice': null,
      'earlier-in-processing': null,
      'earlier-waiting': null,
    },
    latency: 'command',
    idempotencyKey: 'minted',
    // Whether an earlier request blocks this one is the insurer's to judge while the customer waits.
    whenUnavailable: '503',
    doc: 'Asks to pay invoices the viewer holds in terms, collected by direct debit; it waits a while before the insurer takes it up, and replaces a waiting request only when confirmed. Refused for an invoice the viewer does not hold, or while an earlier request is being taken up or waits unconfirmed.',
  }),
});
