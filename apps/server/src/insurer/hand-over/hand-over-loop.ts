import { type WakeableLoop, waitFor, wakeableLoop } from '../../background/wakeable-loop.ts';
import { deliverDueCommands } from './deliver.ts';
import type { HandOverDeps } from './hand-over.ts';
import { nextDueAt } from './kept-rows.ts';
import type { Areas } from './types.ts';

/**
 * A server with no kept command due asks again this late at most: for commands another server
 * kept and could not hand over before it stopped. Its own are due at their time, and a request that
 * keeps one wakes the loop (decision 0109).
 */
export const HAND_OVER_IDLE_MS = 30_000;
/** After a failed run: the database may be away for a moment. */
const AFTER_FAILURE_MS = 5_000;

/**
 * Every portal server hands kept commands over, whether the insurer is embedded or a service: the
 * commands are the portal's until the insurer has them. Started by the caller; runs never overlap.
 */
export function handingOverLoop<As extends Areas>(deps: HandOverDeps<As>): WakeableLoop {
  return wakeableLoop(async () => {
    try {
      await deliverDueCommands(deps);
      return waitFor(await nextDueAt(deps.db), deps.clock.now(), { longestMs: HAND_OVER_IDLE_MS });
    } catch (error) {
      deps.log.error({ err: error }, 'handing over kept commands failed');
      return AFTER_FAILURE_MS;
    }
  });
}
