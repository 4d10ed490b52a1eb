import type { PaymentArrangementStatusName } from '@mijn/domain';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { invoices } from './invoices.ts';
import { agreements, customers } from './policies.ts';

/**
 * A payment arrangement the policyholder asked for in the portal (spec §3), from request to the
 * last term: `requested` until the core processes it after `process_after`, then `running` (its
 * invoices in status 5) and `completed`; or `replaced` by a later request, or `lapsed`. An agreement
 * has at most one request waiting at a time.
 */
export const paymentArrangements = insurerSchema.table(
  'payment_arrangements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => customers.customerNumber),
    requestedOn: day('requested_on').notNull(),
    /** The core takes the request up from this moment; until then a new request may replace it. */
    processAfter: instant('process_after').notNull(),
    status: text('status').$type<PaymentArrangementStatusName>().notNull(),
    numberOfTerms: smallint('number_of_terms').notNull(),
    startDate: day('start_date').notNull(),
    /** The account the terms are collected from (direct debit authorised with the request). */
    iban: text('iban').notNull(),
    totalCents: integer('total_cents').notNull(),
    processedOn: day('processed_on'),
    completedOn: day('completed_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_arrangements_agreement_idx').on(t.agreementId, t.createdAt),
    uniqueIndex('payment_arrangements_one_waiting_idx')
      .on(t.agreementId)
      .where(sql`${t.status} = 'requested'`),
    index('payment_arrangements_due_idx').on(t.processAfter).where(sql`${t.status} = 'requested'`),
  ],
);

/** The invoices of an arrangement and what each owed when it was asked for: what the terms pay off. */
export const paymentArrangementInvoices = insurerSchema.table(
  'payment_arrangement_invoices',
  {
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id),
    invoiceNumber: text('invoice_number')
      .notNull()
      .references(() => invoices.invoiceNumber),
    /** The terms pay the invoices off in this order. */
    position: smallint('position').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.arrangementId, t.invoiceNumber] }),
    index('payment_arrangement_invoices_invoice_idx').on(t.invoiceNumber),
  ],
);

/** One monthly term, collected by direct debit on its due date (a business day). */
export const paymentArrangementTerms = insurerSchema.table(
  'payment_arrangement_terms',
  {
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id),
    number: smallint('number').notNull(),
    dueDate: day('due_date').notNull(),
    amountCents: integer('amount_cents').notNull(),
    collectedOn: day('collected_on'),
  },
  (t) => [
    primaryKey({ columns: [t.arrangementId, t.number] }),
    index('payment_arrangement_terms_due_idx').on(t.dueDate).where(sql`${t.collectedOn} is null`),
  ],
);
