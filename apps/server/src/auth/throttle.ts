import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { throttleEvents } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';

/**
 * Counters that slow a script down without touching the spec's texts (decision 0007). Everything is
 * in the database, so several server instances count together.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
/** SMS and e-mails a stranger can trigger for one account or customer (an SMS costs money: API4). */
export const MAX_SENDS_PER_ACCOUNT = 5;
/** All SMS and e-mails asked from one client address, login codes included (default of the setting). */
export const MAX_SENDS_PER_CLIENT = 100;
/** Wrong guesses (credentials, birth dates, agreement numbers, codes) from one client address. */
export const MAX_GUESSES_PER_CLIENT = 30;
/** Wrong guesses aimed at one subject (a username, policy or agreement number). */
export const MAX_GUESSES_PER_SUBJECT = 5;

export const clientKey = (ip: string) => `client:${ip}`;
export const accountKey = (accountId: string) => `account:${accountId}`;

export type ThrottleKind = 'send' | 'guess';

export function createThrottle(db: Db, clock: Clock, sendsPerClient = MAX_SENDS_PER_CLIENT) {
  const windowStart = () => new Date(clock.now().getTime() - THROTTLE_WINDOW_MINUTES * 60_000);

  async function countOf(kind: ThrottleKind, key: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.kind, kind),
          eq(throttleEvents.key, key),
          gte(throttleEvents.at, windowStart()),
        ),
      );
    return row?.n ?? 0;
  }

  async function hit(kind: ThrottleKind, keys: readonly string[]) {
    const at = clock.now();
    if (keys.length === 0) return;
    await db.insert(throttleEvents).values(keys.map((key) => ({ kind, key, at })));
    // Old rows say nothing any more; forget them as we go.
    const old = new Date(at.getTime() - 4 * THROTTLE_WINDOW_MINUTES * 60_000);
    await db.delete(throttleEvents).where(and(eq(throttleEvents.kind, kind), lt(throttleEvents.at, old)));
  }

  const limitOf = (key: string, perClient: number, perSubject: number) =>
    key.startsWith('client:') ? perClient : perSubject;

  return {
    countOf,

    /** 429 before sending when the client address or the account had its share of messages. */
    async assertCanSend(keys: readonly string[]) {
      for (const key of keys) {
        if ((await countOf('send', key)) >= limitOf(key, sendsPerClient, MAX_SENDS_PER_ACCOUNT)) {
          throw new HttpError(429, serverMessages.tooManyMessages);
        }
      }
    },

    recordSend: (keys: readonly string[]) => hit('send', keys),

    /** 429 before checking anything when this address or subject guessed wrong too often lately. */
    async assertCanGuess(keys: readonly string[]) {
      for (const key of keys) {
        if ((await countOf('guess', key)) >= limitOf(key, MAX_GUESSES_PER_CLIENT, MAX_GUESSES_PER_SUBJECT)) {
          throw new HttpError(429, serverMessages.tooManyAttempts);
        }
      }
    },

    recordWrongGuess: (keys: readonly string[]) => hit('guess', keys),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
