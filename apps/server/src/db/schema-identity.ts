import type { Role } from '@mijn/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, instant } from './schema-columns.ts';

/** A login account of a customer. */
export const accounts = pgTable('accounts', {
  accountId: uuid('account_id').primaryKey().defaultRandom(),
  customerNumber: text('customer_number').notNull().unique(),
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
  /** The screen language of the last login or switch: SMS and e-mail outside a request follow it. */
  language: text('language').$type<'nl' | 'en'>().notNull().default('nl'),
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
    method: text('method').$type<'password' | 'sms-code' | 'idin' | 'forgot' | 'passkey'>().notNull(),
    outcome: text('outcome').notNull(),
    clientAddress: text('client_address'),
    /** The browser's User-Agent header, for the login history's "Chrome on Windows" (decision 0042). */
    userAgent: text('user_agent'),
    at: instant('at').notNull().default(sql`now()`),
  },
  (t) => [index('login_events_account_idx').on(t.accountId, t.at)],
);

/**
 * One row per counted event of a throttle (decision 0007): a sent SMS or e-mail, a failed guess.
 * `key` names who is counted, e.g. `account:<id>` or `client:<address>`.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'send' | 'guess'>().notNull(),
    key: text('key').notNull(),
    at: instant('at').notNull().default(sql`now()`),
  },
  (t) => [index('throttle_events_key_idx').on(t.kind, t.key, t.at)],
);

/** Wrong passwords and codes per account and client address: the temporary block of spec §4. */
export const loginBlocks = pgTable(
  'login_blocks',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    clientAddress: text('client_address').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    blockedUntil: instant('blocked_until'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.clientAddress] })],
);

/**
 * A login session: every access token carries its id (`sid`), renewed tokens keep it. Logout ends
 * one session, a password change or reset ends them all (decision 0018); a token of an ended session
 * answers 401 on every instance. What the user may do is kept here, as the login (or a renewal)
 * found it, so that no request takes it from the token (decision 0084).
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    startedAt: instant('started_at').notNull(),
    /** The session's end: no token of it is accepted from then on, whatever its exp says. */
    expiresAt: instant('expires_at').notNull(),
    endedAt: instant('ended_at'),
    role: text('role').$type<Role>().notNull(),
    /** Lower-cased, as the token's collectivityLabel. */
    collectivityLabel: text('collectivity_label').notNull(),
    permissions: text('permissions').array().notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * Wrong passwords for a username no account has, counted as loginBlocks and accounts count them for
 * a real one, so the 423 after five tries tells nothing (decision 0018). The username is stored only
 * as an HMAC: people type passwords into the username field.
 */
export const unknownUsernames = pgTable('unknown_usernames', {
  usernameHash: text('username_hash').primaryKey(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  blockedUntil: instant('blocked_until'),
});

export const unknownUsernameBlocks = pgTable(
  'unknown_username_blocks',
  {
    usernameHash: text('username_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    blockedUntil: instant('blocked_until'),
  },
  (t) => [primaryKey({ columns: [t.usernameHash, t.clientAddress] })],
);

/** A registration from IsValid to CreateAccount; both codes stored hashed, bound to the attempt id. */
export const registrationAttempts = pgTable(
  'registration_attempts',
  {
    attemptId: uuid('attempt_id').primaryKey().defaultRandom(),
    customerNumber: text('customer_number').notNull(),
    clientAddress: text('client_address'),
    email: text('email'),
    activationCodeHash: text('activation_code_hash'),
    activationCodeExpiresAt: instant('activation_code_expires_at'),
    activationSendCount: integer('activation_send_count').notNull().default(0),
    activationWrongCount: integer('activation_wrong_count').notNull().default(0),
    emailVerifiedAt: instant('email_verified_at'),
    phoneNumber: text('phone_number'),
    smsCodeHash: text('sms_code_hash'),
    smsCodeExpiresAt: instant('sms_code_expires_at'),
    smsSendCount: integer('sms_send_count').notNull().default(0),
    smsWrongCount: integer('sms_wrong_count').notNull().default(0),
    /** Set when the attempt ends: account created, or too many wrong codes. */
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('registration_attempts_customer_idx').on(t.customerNumber)],
);

/** The permission a forgot-password code gives to set a new password once. */
export const passwordResets = pgTable('password_resets', {
  resetId: uuid('reset_id').primaryKey().defaultRandom(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.accountId),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});

/** One bank-identity session (spec §4 Bank identity flows). The client code is stored hashed. */
export const idinSessions = pgTable(
  'idin_sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    flow: integer('flow').$type<0 | 1>().notNull(),
    bankIssuer: text('bank_issuer').notNull(),
    clientCodeHash: text('client_code_hash').notNull(),
    state: text('state').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientAddress: text('client_address'),
    status: text('status').$type<'started' | 'identified' | 'failed' | 'done'>().notNull(),
    error: text('error').$type<'cancelled' | 'expired' | 'failed'>(),
    /** The BSN the bank asserted; cleared when the session is processed. */
    bsn: text('bsn'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('idin_sessions_created_idx').on(t.createdAt)],
);

/**
 * A new phone number or e-mail address waiting for the code sent to it (decision 0043). Bound to the
 * account and the session that asked; single use; a newer start of the same channel replaces it.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    changeId: uuid('change_id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    /** A change dies with its session: sweeping expired sessions takes their changes along. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.sessionId, { onDelete: 'cascade' }),
    channel: text('channel').$type<'phone' | 'email'>().notNull(),
    newValue: text('new_value').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    wrongCodeCount: integer('wrong_code_count').notNull().default(0),
    /** Applied, replaced by a newer start, or ended by too many wrong codes. */
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_changes_session_idx').on(t.sessionId, t.channel)],
);
