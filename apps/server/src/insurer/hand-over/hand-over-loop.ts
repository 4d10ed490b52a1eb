import { deliverDueCommands } from './deliver.ts';
import type { HandOverDeps } from './hand-over.ts';
import type { Areas } from './types.ts';

/** How often a server looks for kept commands that are due; each attempt's wait is retryDelayMs. */
export const HAND_OVER_INTERVAL_MS = 5_000;

/**
 * Every portal server hands kept commands over, whether the insurer is embedded or a service: the
 * commands are the portal's until the insurer has them. Runs never overlap within one server.
 */
export function startHandingOver<As extends Areas>(
  deps: HandOverDeps<As>,
  intervalMs = HAND_OVER_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= deliverDueCommands(deps)
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'handing over kept commands failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
