import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const day = (name: string) => date(name, { mode: 'string' });

/** A collectivity label: brand, insurer codes and contact details. One row per code of spec §1. */
export const labels = pgTable('labels', {
  code: text('code').primaryKey(),
  brandName: text('brand_name').notNull(),
  shortName: text('short_name').notNull(),
  collectivityName: text('collectivity_name').notNull(),
  uzoviCode: text('uzovi_code').notNull(),
  colors: jsonb('colors')
    .$type<{ primary: string; primaryDark: string; accent: string; background: string }>()
    .notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  websiteUrl: text('website_url').notNull(),
});

/** A product line of a label's catalogue (spec §3 Product types). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    labelCode: text('label_code')
      .notNull()
      .references(() => labels.code),
    code: text('code').notNull(),
    type: text('type').$type<'MB' | 'AP' | 'XA' | 'AE' | 'KL' | 'ER' | 'TA' | 'OW'>().notNull(),
    name: text('name').notNull(),
    packageId: integer('package_id').notNull(),
    /** For OW products: the voluntary excess in cents (0 or 50000). */
    voluntaryExcessCents: integer('voluntary_excess_cents'),
    /** Yearly maximum reimbursement in cents (dental, physiotherapy tiers), when capped. */
    yearlyMaximumCents: integer('yearly_maximum_cents'),
    hasMedicalSelection: boolean('has_medical_selection').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('products_label_code_idx').on(t.labelCode, t.code)],
);

/** Monthly premium of a product for a calendar year; discounts are the collectivity's. */
export const productPremiums = pgTable(
  'product_premiums',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    year: integer('year').notNull(),
    monthlyPremiumCents: integer('monthly_premium_cents').notNull(),
    collectivityDiscountCents: integer('collectivity_discount_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.year] })],
);

/** A person known to the insurer. */
export const customers = pgTable('customers', {
  customerNumber: text('customer_number').primaryKey(),
  bsn: text('bsn').notNull().unique(),
  initials: text('initials').notNull(),
  firstName: text('first_name').notNull(),
  prefix: text('prefix'),
  lastName: text('last_name').notNull(),
  maidenName: text('maiden_name'),
  prefixMaidenName: text('prefix_maiden_name'),
  gender: text('gender').$type<'male' | 'female'>().notNull(),
  birthDate: day('birth_date').notNull(),
  email: text('email'),
  /** When the e-mail address was last confirmed; null for one entered but never confirmed. */
  emailVerifiedAt: instant('email_verified_at').defaultNow(),
  phoneNumber: text('phone_number'),
  street: text('street').notNull(),
  houseNumber: integer('house_number').notNull(),
  houseNumberAddition: text('house_number_addition'),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull().default('NL'),
  isDefaulter: boolean('is_defaulter').notNull().default(false),
  createdAt: createdAt(),
});

/** A health-insurance agreement (contract) of a policyholder under one label. */
export const agreements = pgTable(
  'agreements',
  {
    agreementId: integer('agreement_id').primaryKey(),
    labelCode: text('label_code')
      .notNull()
      .references(() => labels.code),
    contractCode: text('contract_code').notNull(),
    policyholderNumber: text('policyholder_number')
      .notNull()
      .references(() => customers.customerNumber),
    paymentTermMonths: integer('payment_term_months').notNull().default(1),
    paymentMethod: text('payment_method')
      .$type<'DirectDebit' | 'iDeal' | 'Mail' | 'BOR' | 'TPS'>()
      .notNull()
      .default('DirectDebit'),
    iban: text('iban'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
  },
  (t) => [index('agreements_policyholder_idx').on(t.policyholderNumber)],
);

/** One insured person on an agreement, with their 12-digit policy number and role. */
export const policies = pgTable(
  'policies',
  {
    policyNumber: text('policy_number').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.agreementId),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => customers.customerNumber),
    role: text('role').$type<'H' | 'P' | 'M'>().notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
  },
  (t) => [
    index('policies_agreement_idx').on(t.agreementId),
    index('policies_customer_idx').on(t.customerNumber),
  ],
);

/** A product a policy carries during a period (a calendar year at most). */
export const policyProducts = pgTable(
  'policy_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyNumber: text('policy_number')
      .notNull()
      .references(() => policies.policyNumber),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
  },
  (t) => [index('policy_products_policy_idx').on(t.policyNumber)],
);

/** A login account of a customer. */
export const accounts = pgTable('accounts', {
  accountId: uuid('account_id').primaryKey().defaultRandom(),
  customerNumber: text('customer_number')
    .notNull()
    .unique()
    .references(() => customers.customerNumber),
  /** Stored lower-cased: usernames are unique regardless of case. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  phoneNumber: text('phone_number'),
  shouldResetPassword: boolean('should_reset_password').notNull().default(false),
  termsSignedAt: instant('terms_signed_at'),
  digitalPost: boolean('digital_post').notNull().default(true),
  digitalPopupDeclinedAt: instant('digital_popup_declined_at'),
  digitalNewsletterActive: boolean('digital_newsletter_active').notNull().default(false),
  announcementEmailActive: boolean('announcement_email_active').notNull().default(true),
  loginActive: boolean('login_active').notNull().default(true),
  idinActivatedOn: day('idin_activated_on'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  blockedUntil: instant('blocked_until'),
  /** Raised when the password is set: login tokens issued before it are refused (sessions end apart). */
  sessionsValidFrom: instant('sessions_valid_from').notNull().defaultNow(),
  createdAt: createdAt(),
});

/** A login attempt waiting for its one-time SMS code. The code is stored hashed. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    challengeId: uuid('challenge_id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    codeHash: text('code_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    /** A login code never opens a reset, nor the other way round (decision 0007). */
    purpose: text('purpose')
      .$type<'login' | 'reset-username' | 'reset-password'>()
      .notNull()
      .default('login'),
    codeSentAt: instant('code_sent_at').notNull(),
    codeExpiresAt: instant('code_expires_at').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    wrongCodeCount: integer('wrong_code_count').notNull().default(0),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_account_idx').on(t.accountId)],
);

/** Every login, failed attempt and block, for the settings screen (issue 3). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.accountId),
    method: text('method').$type<'password' | 'sms-code' | 'idin' | 'forgot'>().notNull(),
    outcome: text('outcome').notNull(),
    clientAddress: text('client_address'),
    at: instant('at').notNull().default(sql`now()`),
  },
  (t) => [index('login_events_account_idx').on(t.accountId, t.at)],
);

/** Development outbox: every SMS and e-mail, instead of sending it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.sentAt)],
);
export * from './schema-claims.ts';
export * from './schema-documents.ts';
export * from './schema-home.ts';
export * from './schema-identity.ts';
export * from './schema-messaging.ts';
export * from './schema-seated-transport.ts';
