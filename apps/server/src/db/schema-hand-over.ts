import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './schema-columns.ts';

/**
 * Commands the insurer did not answer, kept to hand over when it is back (issue 35 part 4, decision
 * 0108): the port's input (domain facts, never the portal's wire form) with the idempotency key the
 * first attempt was sent with, so the insurer applies each once however often it is sent.
 */
export const keptCommands = pgTable(
  'kept_commands',
  {
    /** `area.operation`, as the port names it. */
    operation: text('operation').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The customer whose screens show the command as received until the insurer answers it. */
    owner: text('owner').notNull(),
    input: jsonb('input').notNull(),
    keptAt: instant('kept_at').notNull(),
    /** When a server next tries it; a server that takes it moves this on, as its lease. */
    dueAt: instant('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    handedOverAt: instant('handed_over_at'),
    /** The insurer's answer: `answered`, or `refused` with the refusal's code and detail. */
    outcome: text('outcome', { enum: ['answered', 'refused'] }),
    answer: jsonb('answer'),
  },
  (t) => [
    primaryKey({ columns: [t.operation, t.idempotencyKey] }),
    index('kept_commands_due_idx').on(t.dueAt).where(sql`${t.handedOverAt} is null`),
    index('kept_commands_owner_idx').on(t.owner, t.operation).where(sql`${t.handedOverAt} is null`),
  ],
);
