import { jsonb, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { insurerSchema } from './insurer-schema.ts';

/**
 * The first answer of each command that came with a key the portal minted (the port's rule: the
 * insurer applies a command once). Written in the command's own transaction, so a repeat after a
 * lost answer finds it, on both adapters and however many times the portal retries.
 */
export const idempotencyKeys = insurerSchema.table(
  'idempotency_keys',
  {
    /** `area.operation` */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the input's canonical JSON: the same command again, or another under a used key. */
    inputSha256: text('input_sha256').notNull(),
    /** Null for a command that answers nothing. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.operation, t.key] })],
);
