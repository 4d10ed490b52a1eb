import type { invoicePaymentSources } from '@mijn/domain';
import { index, integer, text } from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { invoices } from './invoices.ts';

/** Where money for an invoice came from; `credit` is a policy change's credit note (decision 0046). */
export type InvoicePaymentSource = (typeof invoicePaymentSources)[number];

/**
 * Every amount received on an invoice, once: the reference is the payment provider's or the bank's
 * own id, so a confirmation that arrives twice (a replayed webhook, a job that runs twice) finds its
 * row and changes nothing.
 */
export const invoicePayments = insurerSchema.table(
  'invoice_payments',
  {
    reference: text('reference').primaryKey(),
    invoiceNumber: text('invoice_number')
      .notNull()
      .references(() => invoices.invoiceNumber),
    source: text('source').$type<InvoicePaymentSource>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The part that settled the invoice's statutory collection costs rather than the invoice itself. */
    collectionCostsCents: integer('collection_costs_cents').notNull().default(0),
    /** The part that exceeded what was still owed; the simulated core refunds it. */
    overpaidCents: integer('overpaid_cents').notNull().default(0),
    receivedOn: day('received_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_payments_invoice_idx').on(t.invoiceNumber)],
);
