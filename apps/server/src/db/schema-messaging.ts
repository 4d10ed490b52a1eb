import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';

/** Development outbox: every SMS and e-mail, instead of sending it, and a copy of every web push. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'email' | 'push'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.sentAt)],
);

/**
 * SMS and e-mails waiting for delivery by a real gateway (decision 0019). A request only writes a
 * row; the background delivery sends it, deletes it once delivered, and after the last failed
 * attempt keeps it with failed_at set and its text wiped (it may hold a code).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
    /** A message with a code is pointless once the code expired; it is given up then. */
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while a sender holds the row, the end of its lease. */
    nextAttemptAt: instant('next_attempt_at').notNull(),
    /** Why the last attempt failed, without personal data: a status or error code. */
    lastError: text('last_error'),
    failedAt: instant('failed_at'),
  },
  (t) => [index('outgoing_messages_due_idx').on(t.nextAttemptAt)],
);
