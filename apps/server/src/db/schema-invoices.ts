import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, day } from './schema-columns.ts';
import { agreements } from './schema-policies.ts';

/** An invoice to the policyholder of an agreement (spec §3 Invoice); status ids of spec §4 (1..10). */
export const invoices = pgTable(
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
    amountCents: integer('amount_cents').notNull(),
    remainingCents: integer('remaining_cents').notNull(),
    statusId: smallint('status_id').notNull(),
    paymentType: text('payment_type').$type<'DirectDebit' | 'iDeal' | 'Mail' | 'BOR' | 'TPS'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invoices_agreement_idx').on(t.agreementId, t.invoiceDate)],
);
