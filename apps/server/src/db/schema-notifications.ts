import type { NotificationEvent } from '@mijn/contract';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_EMAIL_SWITCHES } from '../core/notifications/email-switches.ts';
import { createdAt, instant } from './schema-columns.ts';
import { accounts } from './schema-identity.ts';

/** Which events an account wants by e-mail; no row means the defaults (decision 0087). */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.accountId),
  emailClaimPaid: boolean('email_claim_paid').notNull().default(DEFAULT_EMAIL_SWITCHES.emailClaimPaid),
  emailLetterArrived: boolean('email_letter_arrived')
    .notNull()
    .default(DEFAULT_EMAIL_SWITCHES.emailLetterArrived),
  emailPaymentLate: boolean('email_payment_late').notNull().default(DEFAULT_EMAIL_SWITCHES.emailPaymentLate),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** A browser (device) that receives web push for an account; the endpoint is the push service's address. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_account_idx').on(t.accountId)],
);

/**
 * One event to tell one account about. The event key (kind and subject, e.g. claimPaid:D123) is
 * unique, so an event recorded twice is kept once; sent_at is set by the one sender that takes it.
 */
export const notifications = pgTable(
  'notifications',
  {
    eventKey: text('event_key').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.accountId),
    kind: text('kind').$type<NotificationEvent>().notNull(),
    /** What the texts need (a claim number, an amount, a date); no more. */
    facts: jsonb('facts').$type<Record<string, string | number>>().notNull(),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('notifications_unsent_idx').on(t.createdAt)],
);

/** The web-push key pair of this deployment (one row), generated once on first use. */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey().default('vapid'),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
