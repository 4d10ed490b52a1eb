import { z } from 'zod/mini';
import { area, command } from '../operation.ts';
import { Cents, Day, IdempotencyKey } from '../values.ts';

export const payments = area(
  'payments',
  "Money received for an invoice outside the insurer's own collection (iDEAL through the portal).",
  {
    recordOnline: command({
      input: z.object({
        /** The payment service provider's own id of the payment: it names the payment across retries. */
        paymentId: IdempotencyKey,
        invoiceNumber: z.string(),
        /** What the customer paid, the collection costs included. */
        amount: Cents.check(z.positive()),
        /** The part of the amount that pays the statutory collection costs the invoice carried. */
        collectionCosts: Cents.check(z.nonnegative()),
        receivedOn: Day,
      }),
      output: z.object({
        /** What the invoice still owes once the payment is booked. */
        remaining: Cents,
        /** What the payment brought beyond what was owed; the insurer refunds it. */
        overpaid: Cents,
      }),
      refusals: { 'unknown-invoice': null },
      latency: 'command',
      idempotencyKey: {
        naturalKey: "the payment provider's id of the payment",
        of: (input) => input.paymentId,
      },
      // The money is in: the portal accepts the provider's word now and books it when the insurer is back.
      whenUnavailable: 'defer',
      doc: 'Books money the customer paid online on an invoice, once per provider payment: what is owed drops, never below zero, and at zero the invoice is paid on the day the money came in.',
    }),
  },
);
