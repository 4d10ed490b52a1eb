import type { FastifyBaseLogger } from 'fastify';
import { waitFor, wakeableLoop } from '../background/wakeable-loop.ts';
import { type BackgroundTask, backgroundTasks } from './background-tasks.ts';
import {
  ATTENTION_AFTER_ATTEMPTS,
  type ClaimRun,
  handleDueClaims,
  type JobContext,
} from './handle-claims.ts';
import { nextDueWork } from './next-due-work.ts';

/** After a run that did something: what it did may have made more due (an invoice for a new person). */
export const BUSY_INTERVAL_MS = 1000;
/**
 * A server with nothing due asks again this late at most: for work another server took in and
 * could not finish before it stopped. Its own work is due at its time, and its writes wake it.
 */
export const IDLE_POLL_MS = 30_000;
const HOUR_MS = 3_600_000;

export interface ClaimScheduler {
  /** Asks for a run soon: a request may have given it work, or moved the test clock. */
  wake(): void;
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

type RunLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'error'>;

/** Every failed claim is logged at error level with its id and reason; none fails silently. */
function reportRun(run: ClaimRun, log: RunLog): void {
  if (run.handled > 0) log.info({ handled: run.handled }, 'claims handled');
  for (const failure of run.failed) {
    const needsPerson = failure.attempts >= ATTENTION_AFTER_ATTEMPTS;
    log.error(
      {
        submissionId: failure.submissionId,
        attempts: failure.attempts,
        reason: failure.error,
        retryAt: failure.retryAt,
      },
      needsPerson ? 'claim handling keeps failing: needs attention' : 'claim handling failed: will retry',
    );
  }
}

/** One failing task is logged and does not keep the tasks after it from running. Answers how much they did. */
async function runTasks(ctx: JobContext, tasks: readonly BackgroundTask[], log: RunLog): Promise<number> {
  let done = 0;
  for (const task of tasks) {
    try {
      done += await task.run(ctx);
    } catch (error) {
      log.error({ err: error, task: task.name }, 'background task failed');
    }
  }
  return done;
}

/**
 * Until the next waiting item is due, within the idle bound, and at most until the next whole hour:
 * the insurer's day begins on one (Amsterdam is UTC+1 or UTC+2), and the calendar's jobs with it.
 */
async function untilNextWork(ctx: JobContext): Promise<number> {
  const now = ctx.clock.now();
  const untilHour = HOUR_MS - (now.getTime() % HOUR_MS);
  const longestMs = Math.min(IDLE_POLL_MS, untilHour);
  return waitFor(await nextDueWork(ctx.db), now, { shortestMs: BUSY_INTERVAL_MS, longestMs });
}

/**
 * Handles due claims and then runs the background tasks: again soon while they find work, else when
 * the next item falls due (decision 0109). Runs never overlap within one server; across servers the
 * row locks of each job keep its work to one handler. Tests call the jobs directly.
 */
export function startClaimScheduler(
  ctx: JobContext,
  log: RunLog,
  tasks: readonly BackgroundTask[] = backgroundTasks,
): ClaimScheduler {
  const loop = wakeableLoop(async () => {
    try {
      const run = await handleDueClaims(ctx, ctx.clock.now(), (submissionId) =>
        log.debug({ submissionId }, 'claim taken'),
      );
      reportRun(run, log);
      const done = run.handled + (await runTasks(ctx, tasks, log));
      return done > 0 ? BUSY_INTERVAL_MS : await untilNextWork(ctx);
    } catch (error) {
      log.error({ err: error }, 'claim handling failed');
      return BUSY_INTERVAL_MS;
    }
  });
  loop.start();
  return { wake: loop.wake, stop: loop.stop };
}
