import { and, asc, eq, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { keptCommands } from '../../db/schema.ts';

export type KeptRow = typeof keptCommands.$inferSelect;

/** How long a server may take to hand one command over before another may try it. */
export const HAND_OVER_LEASE_MS = 30_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** 5 s after the first miss, doubling to at most 5 minutes: a maintenance window may take hours. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

const rowKey = (operation: string, key: string) =>
  and(eq(keptCommands.operation, operation), eq(keptCommands.idempotencyKey, key));

/** Keeps a command; sent twice with one key (a retried request), it stays one. */
export async function keepCommand(
  db: Db,
  command: { operation: string; key: string; owner: string; input: unknown },
  now: Date,
): Promise<void> {
  await db
    .insert(keptCommands)
    .values({
      operation: command.operation,
      idempotencyKey: command.key,
      owner: command.owner,
      input: command.input,
      keptAt: now,
      dueAt: new Date(now.getTime() + retryDelayMs(1)),
    })
    .onConflictDoNothing();
}

/**
 * Takes the next due command and counts the attempt, FOR UPDATE SKIP LOCKED in one transaction, so
 * two servers never take the same one (the shape of claimDueSubmission, decision 0016). Its due
 * time moves on by the lease: a server that dies while handing it over leaves it to the next.
 */
export async function takeDueCommand(db: Db, now: Date): Promise<KeptRow | undefined> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(keptCommands)
      .where(and(isNull(keptCommands.handedOverAt), lte(keptCommands.dueAt, now)))
      .orderBy(asc(keptCommands.dueAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const attempts = next.attempts + 1;
    await tx
      .update(keptCommands)
      .set({ attempts, dueAt: new Date(now.getTime() + HAND_OVER_LEASE_MS) })
      .where(rowKey(next.operation, next.idempotencyKey));
    return { ...next, attempts };
  });
}

/** When the next kept command is due to be handed over; null when none waits. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const [next] = await db
    .select({ at: min(keptCommands.dueAt) })
    .from(keptCommands)
    .where(isNull(keptCommands.handedOverAt));
  return next?.at ?? null;
}

export async function recordAnswer(
  db: Db,
  row: KeptRow,
  answer: { outcome: 'answered' | 'refused'; answer: unknown },
  now: Date,
): Promise<void> {
  await db
    .update(keptCommands)
    .set({ handedOverAt: now, outcome: answer.outcome, answer: answer.answer, lastError: null })
    .where(rowKey(row.operation, row.idempotencyKey));
}

export async function tryAgainLater(db: Db, row: KeptRow, error: string, now: Date): Promise<Date> {
  const dueAt = new Date(now.getTime() + retryDelayMs(row.attempts + 1));
  await db
    .update(keptCommands)
    .set({ dueAt, lastError: error })
    .where(rowKey(row.operation, row.idempotencyKey));
  return dueAt;
}

export async function keptFor(db: Db, operation: string, owner: string): Promise<KeptRow[]> {
  return db
    .select()
    .from(keptCommands)
    .where(
      and(
        eq(keptCommands.owner, owner),
        eq(keptCommands.operation, operation),
        isNull(keptCommands.handedOverAt),
      ),
    )
    .orderBy(asc(keptCommands.keptAt));
}

/** How many commands wait for the insurer, and since when the oldest: what an operator watches. */
export async function keptBacklog(db: Db): Promise<{ waiting: number; oldestKeptAt: Date | null }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldestKeptAt: sql<Date | null>`min(${keptCommands.keptAt})`,
    })
    .from(keptCommands)
    .where(isNull(keptCommands.handedOverAt));
  return { waiting: row?.waiting ?? 0, oldestKeptAt: row?.oldestKeptAt ? new Date(row.oldestKeptAt) : null };
}
