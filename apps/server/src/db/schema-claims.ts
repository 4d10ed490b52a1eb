import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './schema.ts';
import { declarations } from './schema-home.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A bill (invoice) of a declaration and what was paid out on it (spec §3 Declaration detail). */
export const declarationBills = pgTable(
  'declaration_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    declarationId: text('declaration_id')
      .notNull()
      .references(() => declarations.declarationId),
    invoiceId: text('invoice_id').notNull(),
    payOutCents: integer('pay_out_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('declaration_bills_declaration_idx').on(t.declarationId)],
);

/** One treatment, trip or medicine on a bill. */
export const declarationActivities = pgTable(
  'declaration_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => declarationBills.id),
    date: day('date').notNull(),
    description: text('description').notNull(),
    declaredCents: integer('declared_cents').notNull(),
    compensatedCents: integer('compensated_cents').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('declaration_activities_bill_idx').on(t.billId)],
);

/**
 * A claim submitted online (POST Declaration), waiting for the background job. The job claims a
 * due row by setting locked_until (so several servers never handle one twice) and sets handled_at.
 */
export const claimSubmissions = pgTable(
  'claim_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    declarationId: text('declaration_id')
      .notNull()
      .unique()
      .references(() => declarations.declarationId),
    /** The form as sent (SubmitDeclarationFields' input); read back only through that schema. */
    form: jsonb('form').$type<unknown>().notNull(),
    /** Customer number of the account that submitted it. */
    submittedByCustomerNumber: text('submitted_by_customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    /** The insured the care was for. */
    forCustomerNumber: text('for_customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    iban: text('iban').notNull(),
    handleAfter: instant('handle_after').notNull(),
    handledAt: instant('handled_at'),
    lockedUntil: instant('locked_until'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_submissions_due_idx').on(t.handleAfter).where(sql`${t.handledAt} is null`)],
);

/** A file sent with a claim; the bytes are in storage under storageKey. */
export const claimAttachments = pgTable(
  'claim_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => claimSubmissions.id),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Readability score (0..3) when it was checked; null when not. */
    readabilityScore: smallint('readability_score'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_attachments_submission_idx').on(t.submissionId)],
);
