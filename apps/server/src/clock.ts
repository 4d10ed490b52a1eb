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

/** Today's date in the Netherlands as yyyy-MM-dd: the insurer's calendar day, not UTC's. */
export function isoDay(at: Date, timeZone = 'Europe/Amsterdam'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
