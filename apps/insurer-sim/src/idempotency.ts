import { createHash } from 'node:crypto';
import { IdempotencyKeyReused } from '@mijn/insurer';
import { and, eq } from 'drizzle-orm';
import type { InsurerDatabase } from './db/database.ts';
import { idempotencyKeys } from './db/schema/idempotency.ts';

/** JSON with every object's keys in order, so equal inputs hash alike whatever order they came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const inputSha256 = (input: unknown): string =>
  createHash('sha256').update(canonicalJson(input)).digest('hex');

/**
 * Applies a command that came with a minted key once: a repeat with the same input answers the
 * first answer (a refusal too) without running it again; the key with another input throws
 * IdempotencyKeyReused. The answer is kept in the command's own transaction: of two repeats sent at
 * once, the second fails on the key and its changes roll back, and a retry then finds the first.
 */
export async function once<Answer>(
  db: InsurerDatabase,
  command: { operation: string; key: string; input: unknown },
  apply: (tx: InsurerDatabase) => Promise<Answer>,
): Promise<Answer> {
  const { operation, key } = command;
  const sha256 = inputSha256(command.input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ inputSha256: idempotencyKeys.inputSha256, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.operation, operation), eq(idempotencyKeys.key, key)));
    if (before) {
      if (before.inputSha256 !== sha256) throw new IdempotencyKeyReused(operation);
      return before.answer as Answer;
    }
    const answer = await apply(tx);
    await tx.insert(idempotencyKeys).values({ operation, key, inputSha256: sha256, answer: answer ?? null });
    return answer;
  });
}
