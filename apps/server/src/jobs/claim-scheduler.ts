import type { FastifyBaseLogger } from 'fastify';
import { type BackgroundTask, backgroundTasks } from './background-tasks.ts';
import {
  ATTENTION_AFTER_ATTEMPTS,
  type ClaimRun,
  handleDueClaims,
  type JobContext,
} from './handle-claims.ts';

/** How often a server looks for due claims; the handling delay itself is configured in seconds. */
export const CLAIM_POLL_INTERVAL_MS = 1000;

export interface ClaimScheduler {
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

/** One failing task is logged and does not keep the tasks after it from running. */
async function runTasks(ctx: JobContext, tasks: readonly BackgroundTask[], log: RunLog): Promise<void> {
  for (const task of tasks) {
    try {
      await task.run(ctx);
    } catch (error) {
      log.error({ err: error, task: task.name }, 'background task failed');
    }
  }
}

/**
 * Polls for due claims and then runs the background tasks on an interval. Runs never overlap within
 * one server; across servers the row locks of each job keep its work to one handler. Tests call the
 * jobs directly.
 */
export function startClaimScheduler(
  ctx: JobContext,
  log: RunLog,
  intervalMs = CLAIM_POLL_INTERVAL_MS,
  tasks: readonly BackgroundTask[] = backgroundTasks,
): ClaimScheduler {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = handleDueClaims(ctx, ctx.clock.now(), (submissionId) =>
      log.debug({ submissionId }, 'claim taken'),
    )
      .then((run) => reportRun(run, log))
      .then(() => runTasks(ctx, tasks, log))
      .catch((error: unknown) => log.error({ err: error }, 'claim handling failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
