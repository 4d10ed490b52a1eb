import { and, count, isNull, lte, min, sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { claimSubmissions, outgoingMessages } from '../db/schema.ts';
import { keptBacklog } from '../insurer/hand-over/kept-rows.ts';

const channels = ['sms', 'email'] as const;

/** Seconds the oldest of `dueSince` is overdue at `now`; 0 when nothing is due. */
const secondsOverdue = (dueSince: Date | null, now: Date) =>
  dueSince ? Math.max(0, (now.getTime() - dueSince.getTime()) / 1000) : 0;

/**
 * The outbox's state per channel, counted in the database at scrape time: every instance sees the
 * same table, so an alert takes the max over instances, not the sum. `waiting` has not been sent
 * yet, `retrying` of those failed an attempt, `failed` was given up and stays for an operator.
 */
function outboxGauges(registry: Registry, db: Db, clock: Clock): void {
  new Gauge({
    name: 'mijn_outbox_messages',
    help: 'Outgoing messages in the outbox table by channel and state (waiting, retrying, failed).',
    labelNames: ['channel', 'state'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .select({
          channel: outgoingMessages.channel,
          waiting: sql<number>`count(*) filter (where ${outgoingMessages.failedAt} is null)`.mapWith(Number),
          retrying:
            sql<number>`count(*) filter (where ${outgoingMessages.failedAt} is null and ${outgoingMessages.lastError} is not null)`.mapWith(
              Number,
            ),
          failed: count(outgoingMessages.failedAt),
        })
        .from(outgoingMessages)
        .groupBy(outgoingMessages.channel);
      for (const channel of channels) {
        const row = rows.find((r) => r.channel === channel);
        for (const state of ['waiting', 'retrying', 'failed'] as const) {
          this.set({ channel, state }, row?.[state] ?? 0);
        }
      }
    },
  });
  new Gauge({
    name: 'mijn_outbox_lag_seconds',
    help: 'How long the oldest due outgoing message has waited past its attempt time, by channel.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      const now = clock.now();
      const rows = await db
        .select({ channel: outgoingMessages.channel, dueSince: min(outgoingMessages.nextAttemptAt) })
        .from(outgoingMessages)
        .where(and(isNull(outgoingMessages.failedAt), lte(outgoingMessages.nextAttemptAt, now)))
        .groupBy(outgoingMessages.channel);
      for (const channel of channels) {
        this.set({ channel }, secondsOverdue(rows.find((r) => r.channel === channel)?.dueSince ?? null, now));
      }
    },
  });
}

const claimsDue = (now: Date) =>
  and(isNull(claimSubmissions.handledAt), lte(claimSubmissions.handleAfter, now));

/**
 * The background work whose due rows a query can see: claim handling (jobs/handle-claims.ts). A
 * claim a handler holds (locked_until) still counts, as it is not handled yet. The label is `task`:
 * Prometheus's own `job` label names the scrape target.
 */
function jobGauges(registry: Registry, db: Db, clock: Clock): void {
  new Gauge({
    name: 'mijn_job_backlog',
    help: 'Due work a background job has not done yet, by task.',
    labelNames: ['task'] as const,
    registers: [registry],
    async collect() {
      const [row] = await db.select({ due: count() }).from(claimSubmissions).where(claimsDue(clock.now()));
      this.set({ task: 'claim-handling' }, row?.due ?? 0);
    },
  });
  new Gauge({
    name: 'mijn_job_lag_seconds',
    help: 'How long the oldest due work of a background job has waited past its due time, by task.',
    labelNames: ['task'] as const,
    registers: [registry],
    async collect() {
      const now = clock.now();
      const [row] = await db
        .select({ dueSince: min(claimSubmissions.handleAfter) })
        .from(claimSubmissions)
        .where(claimsDue(now));
      this.set({ task: 'claim-handling' }, secondsOverdue(row?.dueSince ?? null, now));
    },
  });
}

/**
 * Commands the insurer did not answer, which the portal keeps to hand over (decision 0108): while
 * the insurer is away they pile up, and the oldest's age says for how long customers' requests wait.
 */
function keptCommandGauges(registry: Registry, db: Db, clock: Clock): void {
  new Gauge({
    name: 'mijn_insurer_kept_commands',
    help: 'Commands kept while the insurer did not answer, not handed over yet.',
    registers: [registry],
    async collect() {
      this.set((await keptBacklog(db)).waiting);
    },
  });
  new Gauge({
    name: 'mijn_insurer_kept_oldest_seconds',
    help: 'How long the oldest command not handed over to the insurer yet has been kept.',
    registers: [registry],
    async collect() {
      this.set(secondsOverdue((await keptBacklog(db)).oldestKeptAt, clock.now()));
    },
  });
}

/** Gauges read from the database when Prometheus scrapes: nothing on the request path. */
export function registerBacklogMetrics(registry: Registry, db: Db, clock: Clock): void {
  outboxGauges(registry, db, clock);
  jobGauges(registry, db, clock);
  keptCommandGauges(registry, db, clock);
}
