import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './schema-columns.ts';

/** What a payment provider says of a payment: only `paid` means money came in. */
export type OnlinePaymentState = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';
export type PaymentProviderName = 'simulated-ideal' | 'mollie';

/**
 * The portal's own record of every online payment it started, keyed by the provider's id: what was
 * asked (amount, invoice) is what a confirmation must match. At most one open payment per invoice.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    providerPaymentId: text('provider_payment_id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    /** The customer number of the policyholder who started it. */
    startedBy: text('started_by').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The part of the amount that settles the invoice's statutory collection costs. */
    collectionCostsCents: integer('collection_costs_cents').notNull().default(0),
    state: text('state').$type<OnlinePaymentState>().notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    startedAt: instant('started_at').notNull(),
    /** When the provider lets an open payment lapse; null when it did not say. */
    expiresAt: instant('expires_at'),
    /** When the state left `open`, as the provider confirmed it. */
    settledAt: instant('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('online_payments_one_open_idx').on(t.invoiceNumber).where(sql`${t.state} = 'open'`),
    index('online_payments_invoice_idx').on(t.invoiceNumber, t.startedAt),
  ],
);

/**
 * The simulated iDEAL provider's own books (development only): the payments a person clicks through
 * on its checkout pages. The portal reads them only through the provider port, as it would Mollie's.
 */
export const simulatedIdealPayments = pgTable('simulated_ideal_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  invoiceNumber: text('invoice_number').notNull(),
  language: text('language').$type<'nl' | 'en'>().notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  state: text('state').$type<OnlinePaymentState>().notNull(),
  /** The BIC of the bank the payer chose; null until chosen. */
  bank: text('bank'),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
});
