import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
