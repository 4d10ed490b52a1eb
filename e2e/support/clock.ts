import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { addDays, amsterdamDay, amsterdamInstant } from './amsterdam-time.ts';
import { workerPort } from './servers.ts';

/** Monday, 1 November up to 24 December: next year is offered and no journey crosses a year end. */
const isSeasonMonday = (day: string): boolean =>
  new Date(`${day}T12:00:00Z`).getUTCDay() === 1 && day.slice(5) >= '11-01' && day.slice(5) < '12-25';

/**
 * Where the suite's clocks start (docs/decisions/0014-pinned-clocks.md): the first Monday after the
 * wall clock's day in the switching season (1 November to 24 December), 10:00 in Amsterdam, so that
 * next year's offer can be changed and no journey crosses a year end. Later than the wall clock, so
 * rows the database dates itself lie in the past.
 */
export function suiteStartAfter(wallClock: Date): Date {
  let day = addDays(amsterdamDay(wallClock), 1);
  while (!isSeasonMonday(day)) day = addDays(day, 1);
  return amsterdamInstant(day, '10:00');
}

/** The suite's start, chosen once by playwright.config.ts and handed to the server as CLOCK_START. */
export function suiteStart(): Date {
  const start = process.env.E2E_CLOCK_START;
  if (!start) throw new Error('E2E_CLOCK_START is not set: run the suite through playwright.config.ts');
  return new Date(start);
}

/** The calendar year every journey runs in. */
export const suiteYear = (): number => Number(amsterdamDay(suiteStart()).slice(0, 4));

/** The server's pinned clock, read through its development endpoint. */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get('/api/dev/clock');
  expect(response.status(), 'the server runs on a pinned clock').toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** A moment just before the server's now, so a message it sends right after counts as new. */
export async function justBefore(request: APIRequestContext): Promise<Date> {
  return new Date((await serverNow(request)).getTime() - 1000);
}

/** Moves the server's pinned clock forward to `to`. */
export async function moveServerClock(request: APIRequestContext, to: Date): Promise<void> {
  const response = await request.put('/api/dev/clock', { data: { now: to.toISOString() } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Every journey's test talks to its worker's own server (support/servers.ts). Before it starts, the
 * browser's clock is installed at that server's pinned "now", so both agree on today, on token
 * lifetimes and on opening hours. `clockStart` is that instant.
 */
export const test = base.extend<{ clockStart: Date }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => use(`http://localhost:${workerPort()}`),
  clockStart: [
    async ({ page, request }, use) => {
      const now = await serverNow(request);
      await page.clock.install({ time: now });
      await use(now);
    },
    { auto: true },
  ],
});

export { expect };
