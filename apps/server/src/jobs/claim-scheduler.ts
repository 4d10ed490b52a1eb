import type { FastifyBaseLogger } from 'fastify';
import { handleDueClaims, type JobContext } from './handle-claims.ts';

/** How often a server looks for due claims; the handling delay itself is configured in seconds. */
export const CLAIM_POLL_INTERVAL_MS = 1000;

export interface ClaimScheduler {
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Polls for due claims on an interval. Runs never overlap within one server; across servers the
 * row lock of handleDueClaims keeps each claim to one handler. Tests call handleDueClaims directly.
 */
export function startClaimScheduler(
  ctx: JobContext,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  intervalMs = CLAIM_POLL_INTERVAL_MS,
): ClaimScheduler {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = handleDueClaims(ctx)
      .then((handled) => {
        if (handled > 0) log.info({ handled }, 'claims handled');
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
