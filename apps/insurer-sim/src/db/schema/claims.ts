import type { RejectionCode } from '@mijn/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';
import { customers } from './policies.ts';

/**
 * A declaration (claim) line as the claims system handled it (spec §3 Declaration); amounts in
 * cents. declared = compensated + uncompensated; excess and GVS contribution are the parts of
 * uncompensated the customer pays themselves.
 */
export const declarations = insurerSchema.table(
  'declarations',
  {
    declarationId: text('declaration_id').primaryKey(),
    recordId: text('record_id').notNull(),
    invoiceId: text('invoice_id'),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    policyNumber: text('policy_number'),
    receivedDate: day('received_date').notNull(),
    treatmentDate: day('treatment_date').notNull(),
    lastTreatmentDate: day('last_treatment_date'),
    careType: text('care_type').notNull(),
    careProvider: text('care_provider').notNull(),
    /** Z care provider, V insured. */
    submittedBy: text('submitted_by').$type<'Z' | 'V'>().notNull(),
    /** D insured, M care provider (the reading of decision 0008). */
    receiverOfReimbursement: text('receiver_of_reimbursement').$type<'D' | 'M'>().notNull(),
    /** Which cover paid: MB basic, AP/XA/... supplementary, TA dental. */
    coverProductType: text('cover_product_type').notNull(),
    declaredCents: integer('declared_cents').notNull(),
    compensatedCents: integer('compensated_cents').notNull(),
    uncompensatedCents: integer('uncompensated_cents').notNull(),
    excessCents: integer('excess_cents').notNull().default(0),
    gvsContributionCents: integer('gvs_contribution_cents').notNull().default(0),
    /** 0 handled, 1 in progress, 2 not applicable. */
    status: smallint('status').notNull(),
    year: integer('year').notNull(),
    /** False for a result handled since the user last opened the overview (ReadAll). */
    isRead: boolean('is_read').notNull().default(true),
    /** Who the money goes to when the insured receives it (D); null for the care provider (M). */
    payeeName: text('payee_name'),
    payeeIban: text('payee_iban'),
    /** Why nothing or less was reimbursed, in Dutch. */
    rejectionReason: text('rejection_reason'),
    /** The same reasons as codes (domain rejectionCodes), for the screens to translate. */
    rejectionCodes: text('rejection_codes')
      .array()
      .$type<RejectionCode[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Excess the insurer still has to collect from the customer (care provider paid in full). */
    collectionRiskCents: integer('collection_risk_cents').notNull().default(0),
    kind: text('kind').$type<'inland' | 'abroad' | 'transport'>().notNull().default('inland'),
    /** The payment run that paid the reimbursement out (to receiver_of_reimbursement); null when nothing was paid. */
    paidOutOn: day('paid_out_on'),
    createdAt: createdAt(),
  },
  (t) => [index('declarations_customer_year_idx').on(t.customerNumber, t.year)],
);

/** A bill (invoice) of a declaration and what was paid out on it (spec §3 Declaration detail). */
export const declarationBills = insurerSchema.table(
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
export const declarationActivities = insurerSchema.table(
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
export const claimSubmissions = insurerSchema.table(
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
export const claimAttachments = insurerSchema.table(
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
