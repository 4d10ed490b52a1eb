import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, lt, ne, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { rateLimitWindows } from '../db/schema-rate-limits.ts';

type Counted = { current: number; ttl: number };
/** What the plugin hands `child` for a route (its typings name the route options themselves). */
type ChildOptions = { routeInfo: Pick<RouteOptions, 'method' | 'url'> };

/**
 * Counts one request of `key` in its window, in one statement, so instances counting at once
 * never lose a hit. A window that ended starts again at 1; the clock is the app's (decision 0014).
 * The same statement forgets the other keys' ended windows: every request does the same work.
 */
async function countRequest(db: Db, clock: Clock, key: string, windowMs: number): Promise<Counted> {
  const now = clock.now();
  const newEnd = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitWindows.endsAt} <= ${sql.param(now, rateLimitWindows.endsAt)}`;
  // Not this key's own row: one statement may not both delete and update a row.
  const forgotten = db
    .$with('forgotten')
    .as(
      db.delete(rateLimitWindows).where(and(lt(rateLimitWindows.endsAt, now), ne(rateLimitWindows.key, key))),
    );
  const [row] = await db
    .with(forgotten)
    .insert(rateLimitWindows)
    .values({ key, hits: 1, endsAt: newEnd })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitWindows.hits} + 1 END`,
        endsAt: sql`CASE WHEN ${ended} THEN ${sql.param(newEnd, rateLimitWindows.endsAt)} ELSE ${rateLimitWindows.endsAt} END`,
      },
    })
    .returning({ hits: rateLimitWindows.hits, endsAt: rateLimitWindows.endsAt });
  if (!row) throw new Error(`the rate limit of ${key} was not counted`);
  return { current: row.hits, ttl: row.endsAt.getTime() - now.getTime() };
}

/**
 * The store of @fastify/rate-limit, in the database instead of each process's memory (decision
 * 0109): the plugin keeps its hooks, headers and answers. One counter per call, as its own stores.
 */
export function databaseRateLimitStore(db: Db, clock: Clock) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number) {
      countRequest(db, clock, `${this.#prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      const { method, url } = (routeOptions as unknown as ChildOptions).routeInfo;
      return new DatabaseRateLimitStore(routeOptions, `${method} ${url} `);
    }
  };
}
