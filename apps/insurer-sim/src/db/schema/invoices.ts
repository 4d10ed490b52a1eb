import { sql } from 'drizzle-orm';
import { index, integer, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, day } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { agreements } from './policies.ts';

/** An invoice to the policyholder of an agreement (spec §3 Invoice); status ids of spec §4 (1..10). */
export const invoices = insurerSchema.table(
  'invoices',
  {
    invoiceNumber: text('invoice_number').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    kind: text('kind').$type<'premium' | 'excess' | 'other'>().notNull(),
    description: text('description').notNull(),
    invoiceDate: day('invoice_date').notNull(),
    expirationDate: day('expiration_date').notNull(),
    paymentDate: day('payment_date'),
    premiumPeriodStart: day('premium_period_start'),
    premiumPeriodEnd: day('premium_period_end'),
    /** What the customer owes, the post surcharge and the paper-post cost included. */
    amountCents: integer('amount_cents').notNull(),
    /** The surcharge of an invoice sent by post (spec §9), part of the amount. */
    postSurchargeCents: integer('post_surcharge_cents').notNull().default(0),
    /** A premium's cost of paper post (spec §9, decision 0042) for its months, part of the amount. */
    paperPostCents: integer('paper_post_cents').notNull().default(0),
    remainingCents: integer('remaining_cents').notNull(),
    statusId: smallint('status_id').notNull(),
    paymentType: text('payment_type').$type<'DirectDebit' | 'iDeal' | 'Mail' | 'BOR' | 'TPS'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_agreement_idx').on(t.agreementId, t.invoiceDate),
    // One premium invoice per agreement and period, however often or wherever the premium run runs.
    uniqueIndex('invoices_premium_period_idx')
      .on(t.agreementId, t.premiumPeriodStart)
      .where(sql`${t.kind} = 'premium'`),
  ],
);
