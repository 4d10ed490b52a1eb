/** The one source of "now". Tests pass a ManualClock; nothing else reads Date.now() for rules. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class ManualClock implements Clock {
  #now: Date;

  constructor(start: Date = new Date()) {
    this.#now = new Date(start);
  }

  now(): Date {
    return new Date(this.#now);
  }

  set(to: Date): void {
    this.#now = new Date(to);
  }

  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
}

/**
 * A clock that starts at a chosen instant and runs at real speed (CLOCK_START, outside production):
 * the e2e suite pins the server's "now" with it. It moves forward only, so what happened earlier
 * (codes sent, claims submitted) never lies in its future.
 */
export class PinnedClock implements Clock {
  #offsetMs: number;

  constructor(
    start: Date,
    private readonly realNow: () => number = Date.now,
  ) {
    this.#offsetMs = start.getTime() - realNow();
  }

  now(): Date {
    return new Date(this.realNow() + this.#offsetMs);
  }

  /** Jumps ahead to `to`; false (and no change) when `to` lies before now. */
  moveTo(to: Date): boolean {
    if (to.getTime() < this.now().getTime()) return false;
    this.#offsetMs = to.getTime() - this.realNow();
    return true;
  }
}
