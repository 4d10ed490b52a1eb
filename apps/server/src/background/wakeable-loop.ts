/** Background work that runs when started, after the wait each run asks for, and soon when woken. */
export interface WakeableLoop {
  start(): void;
  /** Asks for a run soon, e.g. right after a request gave the loop work. Before start, nothing. */
  wake(): void;
  /** Stops the runs and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `run` and then waits as long as it answers (in ms), so a loop with nothing due sleeps until
 * its next work instead of asking the database every second (decision 0109). Runs never overlap: a
 * wake during a run starts the next one right after it. `run` reports its own failures and answers
 * a wait; it must not reject.
 */
export function wakeableLoop(run: () => Promise<number>): WakeableLoop {
  let started = false;
  let stopped = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = run().then((waitMs) => {
      running = null;
      if (stopped) return;
      timer = setTimeout(tick, again ? 0 : waitMs).unref();
      again = false;
    });
  };
  return {
    start() {
      started = true;
      setImmediate(tick);
    },
    wake() {
      if (started) setImmediate(tick);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** How long a loop waits for work due at `due` (none known: the longest), within the bounds. */
export function waitFor(
  due: Date | null | undefined,
  now: Date,
  bounds: { shortestMs?: number; longestMs: number },
): number {
  const untilDue = due ? due.getTime() - now.getTime() : bounds.longestMs;
  return Math.min(Math.max(untilDue, bounds.shortestMs ?? 0), bounds.longestMs);
}
