import { sql } from 'drizzle-orm';
import { index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { agreements } from './policies.ts';

/** What a mandate lets the insurer debit: the premium, or the excess bills. */
export type MandatePurpose = 'premium' | 'excess';

/**
 * A direct-debit authorisation (SEPA mandate) the policyholder gave for one account and purpose.
 * Valid from the day it was signed until it is revoked: when the account changes, or when the
 * insurer stops debiting after failed collections. At most one is unrevoked per agreement and purpose.
 */
export const directDebitMandates = insurerSchema.table(
  'direct_debit_mandates',
  {
    mandateId: uuid('mandate_id').primaryKey().defaultRandom(),
    /** The mandate reference the bank shows with each debit: `<agreementId>-P<n>` or `-E<n>`. */
    reference: text('reference').notNull().unique(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    purpose: text('purpose').$type<MandatePurpose>().notNull(),
    iban: text('iban').notNull(),
    signedOn: day('signed_on').notNull(),
    revokedOn: day('revoked_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('direct_debit_mandates_agreement_idx').on(t.agreementId, t.purpose),
    uniqueIndex('direct_debit_mandates_one_unrevoked_idx')
      .on(t.agreementId, t.purpose)
      .where(sql`${t.revokedOn} is null`),
  ],
);

/**
 * A change of payment method or term waiting for its first day (spec §9: the next month, or the
 * one after from the 10th; a new term also waits for the current term's period to end). One per
 * agreement: a newer choice replaces it. The core moves it onto the agreement on that day.
 */
export const scheduledPaymentChanges = insurerSchema.table('scheduled_payment_changes', {
  agreementId: integer('agreement_id')
    .primaryKey()
    .references(() => agreements.agreementId),
  startsOn: day('starts_on').notNull(),
  paymentMethod: text('payment_method').$type<'DirectDebit' | 'iDeal' | 'Mail' | 'BOR' | 'TPS'>().notNull(),
  paymentTermMonths: integer('payment_term_months').notNull(),
  requestedAt: instant('requested_at').notNull(),
});
