import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agreements, customers, labels } from './schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A news banner text (spec §3 News text): per language, for one label or all, before or after login. */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<'nl' | 'en'>().notNull(),
    /** null: every label. */
    labelCode: text('label_code').references(() => labels.code),
    /** Shown on the login pages (News/BeforeAuthorization) rather than after login. */
    beforeAuthorization: boolean('before_authorization').notNull().default(false),
    text: text('text').notNull(),
    url: text('url'),
    hyperlinkSubstring: text('hyperlink_substring'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    createdAt: createdAt(),
  },
  (t) => [index('news_items_window_idx').on(t.beforeAuthorization, t.language, t.startDate)],
);

/**
 * Telephone opening hours of a weekday (0 Sunday ... 6 Saturday). Rows without a label are the
 * insurer's default week; a label with rows of its own uses those instead.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labelCode: text('label_code').references(() => labels.code),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('opening_hours_label_idx').on(t.labelCode)],
);

/** A member offer of a label (spec §3), shown in sort order while valid. */
export const memberOffers = pgTable(
  'member_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labelCode: text('label_code')
      .notNull()
      .references(() => labels.code),
    sortOrder: integer('sort_order').notNull(),
    category: text('category').$type<'health' | 'sport' | 'travel' | 'home' | 'leisure'>().notNull(),
    partner: text('partner').notNull(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionNl: text('description_nl').notNull(),
    descriptionEn: text('description_en').notNull(),
    discountCode: text('discount_code'),
    url: text('url'),
    validFrom: day('valid_from').notNull(),
    validUntil: day('valid_until'),
  },
  (t) => [index('member_offers_label_idx').on(t.labelCode, t.sortOrder)],
);

/** A 'golden tip' a member sent in. */
export const memberOfferTips = pgTable('member_offer_tips', {
  id: uuid('id').primaryKey().defaultRandom(),
  customerNumber: text('customer_number')
    .notNull()
    .references(() => customers.customerNumber),
  labelCode: text('label_code')
    .notNull()
    .references(() => labels.code),
  companyName: text('company_name').notNull(),
  website: text('website'),
  suggestion: text('suggestion').notNull(),
  mayContact: boolean('may_contact').notNull().default(false),
  createdAt: createdAt(),
});

/** A document in a customer's message box (spec §3 Document). The file itself lives in storage. */
export const documents = pgTable(
  'documents',
  {
    documentId: uuid('document_id').primaryKey().defaultRandom(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    labelCode: text('label_code')
      .notNull()
      .references(() => labels.code),
    docType: text('doc_type').notNull(),
    docTypeId: integer('doc_type_id').notNull(),
    documentCluster: text('document_cluster').notNull(),
    name: text('name').notNull(),
    extension: text('extension').notNull().default('pdf'),
    policyNumber: text('policy_number'),
    productType: text('product_type'),
    contractCode: text('contract_code'),
    publicationDate: day('publication_date').notNull(),
    hasBeenRead: boolean('has_been_read').notNull().default(false),
    readAt: instant('read_at'),
    /** Where the file is kept (storage key); null until generated. */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_customer_idx').on(t.customerNumber, t.publicationDate)],
);

/**
 * A declaration (claim) line as the claims system handled it (spec §3 Declaration); amounts in
 * cents. declared = compensated + uncompensated; excess and GVS contribution are the parts of
 * uncompensated the customer pays themselves.
 */
export const declarations = pgTable(
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
    /** Excess the insurer still has to collect from the customer (care provider paid in full). */
    collectionRiskCents: integer('collection_risk_cents').notNull().default(0),
    kind: text('kind').$type<'inland' | 'abroad' | 'transport'>().notNull().default('inland'),
    createdAt: createdAt(),
  },
  (t) => [index('declarations_customer_year_idx').on(t.customerNumber, t.year)],
);

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

/**
 * Whether a customer living abroad must show their insurance right again. Without a row it is
 * derived: required for everyone living outside the Netherlands.
 */
export const insuranceRightChecks = pgTable('insurance_right_checks', {
  customerNumber: text('customer_number')
    .primaryKey()
    .references(() => customers.customerNumber),
  isCheckRequired: boolean('is_check_required').notNull(),
  checkedOn: day('checked_on'),
  updatedAt: createdAt(),
});
