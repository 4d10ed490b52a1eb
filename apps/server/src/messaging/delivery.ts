import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { waitFor, wakeableLoop } from '../background/wakeable-loop.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { outgoingMessages } from '../db/schema.ts';
import { type Channel, DeliveryFailure, networkFailure } from './channel.ts';
import { LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './retry-policy.ts';

type Row = typeof outgoingMessages.$inferSelect;
export type DeliveryLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface DeliveryOptions {
  db: Db;
  clock: Clock;
  channels: { sms: Channel; email: Channel };
  log: DeliveryLog;
  /** The longest a started sender waits between runs (IDLE_POLL_MS). */
  idlePollMs?: number;
  batchSize?: number;
}

export interface Delivery {
  /** Sends what is due now; resolves with how many messages it tried. Tests call this directly. */
  deliverDue(): Promise<number>;
  /** How long a started sender waits before its next run, as the queue stands now. */
  nextRunIn(): Promise<number>;
  /** Starts the runs: now, when told (wake), when the next message is due, and at least every idlePollMs. */
  start(): void;
  /** Asks for a run soon, e.g. right after a message was queued. */
  wake(): void;
  /** Stops the runs, waits for a run in progress and closes the gateways. */
  stop(): Promise<void>;
}

/**
 * A sender with nothing due asks the database again this late at most: for messages a server queued
 * and could not send before it stopped. Retries and leases are awaited until their own time, and a
 * server that queues a message wakes its sender at once (decision 0109).
 */
const IDLE_POLL_MS = 60_000;
const BATCH_SIZE = 10;

/**
 * The background sender of outgoing_messages. A run claims a batch of due rows (FOR UPDATE SKIP
 * LOCKED, then a lease in next_attempt_at), so several servers never send one message twice;
 * a server that dies mid-send leaves the lease to run out and another server retries. Logs carry
 * the message id, channel, attempt and a code, never the recipient, text or gateway wording.
 */
export function createDelivery(options: DeliveryOptions): Delivery {
  const { db, clock, channels, log } = options;
  const batchSize = options.batchSize ?? BATCH_SIZE;

  /**
   * Selects up to a batch of due rows FOR UPDATE SKIP LOCKED, then leases exactly those, in one
   * transaction. A single UPDATE ... WHERE id IN (SELECT ... LIMIT n SKIP LOCKED) may lease every due
   * row on PostgreSQL, which runs the subquery again per scanned row (decision 0016).
   */
  async function claimDue(now: Date): Promise<Row[]> {
    const due = and(isNull(outgoingMessages.failedAt), lte(outgoingMessages.nextAttemptAt, now));
    return db.transaction(async (tx) => {
      const ids = await tx
        .select({ id: outgoingMessages.id })
        .from(outgoingMessages)
        .where(due)
        .orderBy(asc(outgoingMessages.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (ids.length === 0) return [];
      return tx
        .update(outgoingMessages)
        .set({
          attempts: sql`${outgoingMessages.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + LEASE_MS),
        })
        .where(
          inArray(
            outgoingMessages.id,
            ids.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async function giveUp(row: Row, now: Date, reason: string) {
    await db
      .update(outgoingMessages)
      .set({ failedAt: now, lastError: reason, text: '' })
      .where(eq(outgoingMessages.id, row.id));
    log.error(
      { messageId: row.id, channel: row.channel, attempts: row.attempts, reason },
      'message not delivered, given up',
    );
  }

  async function deliver(row: Row, now: Date) {
    if (row.expiresAt <= now)
      return giveUp(row, now, row.lastError ? `expired after ${row.lastError}` : 'expired');
    try {
      await channels[row.channel].send(row);
    } catch (error) {
      const failure = error instanceof DeliveryFailure ? error : networkFailure(error);
      // A send may have taken its whole timeout: count the back-off from its end.
      const failedAt = clock.now();
      const retryAt = new Date(failedAt.getTime() + retryDelayMs(row.attempts));
      if (failure.permanent || row.attempts >= MAX_ATTEMPTS || retryAt >= row.expiresAt) {
        return giveUp(row, failedAt, failure.reason);
      }
      await db
        .update(outgoingMessages)
        .set({ nextAttemptAt: retryAt, lastError: failure.reason })
        .where(eq(outgoingMessages.id, row.id));
      log.warn(
        { messageId: row.id, channel: row.channel, attempt: row.attempts, reason: failure.reason, retryAt },
        'message delivery failed, will retry',
      );
      return;
    }
    await db.delete(outgoingMessages).where(eq(outgoingMessages.id, row.id));
    log.info({ messageId: row.id, channel: row.channel, attempt: row.attempts }, 'message delivered');
  }

  async function deliverDue(): Promise<number> {
    const now = clock.now();
    const rows = await claimDue(now);
    await Promise.all(rows.map((row) => deliver(row, now)));
    return rows.length;
  }

  const idlePollMs = options.idlePollMs ?? IDLE_POLL_MS;

  async function nextRunIn(): Promise<number> {
    const [next] = await db
      .select({ at: min(outgoingMessages.nextAttemptAt) })
      .from(outgoingMessages)
      .where(isNull(outgoingMessages.failedAt));
    return waitFor(next?.at, clock.now(), { longestMs: idlePollMs });
  }

  /** Delivers what is due; answers how long to wait before the next run. */
  async function run(): Promise<number> {
    try {
      // A full batch suggests more is due.
      return (await deliverDue()) === batchSize ? 0 : await nextRunIn();
    } catch (error) {
      // Only a code: a database error's text may quote the row it was writing.
      log.error({ reason: networkFailure(error).reason }, 'message delivery run failed');
      return retryDelayMs(1);
    }
  }

  const loop = wakeableLoop(run);

  return {
    deliverDue,
    nextRunIn,
    start: loop.start,
    wake: loop.wake,
    async stop() {
      await loop.stop();
      await Promise.all([channels.sms.close(), channels.email.close()]);
    },
  };
}
