import type { FastifyBaseLogger } from 'fastify';
import {
  ATTENTION_AFTER_ATTEMPTS,
  type ClaimRun,
  handleDueClaims,
  type JobContext,
} from './handle-claims.ts';
import { noticeLatePayments } from './late-payments.ts';

/** How often a server looks for due claims; the handling delay itself is configured in seconds. */
export const CLAIM_POLL_INTERVAL_MS = 1000;

export interface ClaimScheduler {
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

type RunLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

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

/**
 * Polls for due claims on an interval. Runs never overlap within one server; across servers the
 * row lock of handleDueClaims keeps each claim to one handler. Tests call handleDueClaims directly.
 */
export function startClaimScheduler(
  ctx: JobContext,
  log: RunLog,
  intervalMs = CLAIM_POLL_INTERVAL_MS,
): ClaimScheduler {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = handleDueClaims(ctx)
      .then((run) => reportRun(run, log))
      .then(async () => {
        await noticeLatePayments(ctx);
      })
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
