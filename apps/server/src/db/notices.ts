import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/** What a memory cache of database rows hears: a change to forget, or that changes may have been missed. */
export interface NoticeListener {
  notice(payload: string): void;
  /** Notices may have gone unheard (a lost connection): forget everything, trust only the database. */
  gap(): void;
}

/**
 * PostgreSQL's LISTEN/NOTIFY, so that every server instance on one database hears a change as it
 * commits: the memory caches of the request path (open sessions, labels) stay as current as the
 * database. `live` is false while notices could be missed; a cache must then not answer from memory.
 */
export interface DatabaseNotices {
  readonly live: boolean;
  listen(channel: string, listener: NoticeListener): Promise<void>;
  /**
   * Resolves true once every notice committed before the call has been heard (false when notices
   * may have been missed): what makes a change on another instance count here at once.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** Sends `payload` to every listener of `channel` when the surrounding transaction commits. */
export async function publishNotice(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** How long a lost LISTEN connection waits before it connects again. */
const RECONNECT_DELAY_MS = 1000;

function listenersByChannel() {
  const channels = new Map<string, Set<NoticeListener>>();
  return {
    add(channel: string, listener: NoticeListener) {
      const listeners = channels.get(channel) ?? new Set();
      listeners.add(listener);
      channels.set(channel, listeners);
    },
    channels: () => [...channels.keys()],
    notice(channel: string, payload: string) {
      for (const listener of channels.get(channel) ?? []) listener.notice(payload);
    },
    gap() {
      for (const listeners of channels.values()) for (const listener of listeners) listener.gap();
    },
  };
}

/** PGlite is one connection in this process: a notice arrives as its transaction commits, never lost. */
export function pgliteNotices(client: PGlite): DatabaseNotices {
  const listeners = listenersByChannel();
  const stops: (() => Promise<void>)[] = [];
  return {
    live: true,
    caughtUp: async () => true,
    async listen(channel, listener) {
      if (!listeners.channels().includes(channel)) {
        stops.push(await client.listen(channel, (payload) => listeners.notice(channel, payload)));
      }
      listeners.add(channel, listener);
    },
    async close() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

/**
 * One connection of its own, outside the pool, LISTENs to every channel. When it is lost, the caches
 * are emptied and answer from the database until it listens again (then they are emptied once more,
 * for what was committed in between).
 *
 * Catching up is a `SELECT 1` on that connection: PostgreSQL sends a listener every notice committed
 * before a query ahead of that query's answer. One such query serves every caller that came before
 * it was sent, so under load it costs one short query per round trip, not one per request.
 */
export function postgresNotices(
  databaseUrl: string,
  onConnectionLost: (error: Error) => void = () => {},
): DatabaseNotices {
  const listeners = listenersByChannel();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let live = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let sent: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  function sendCatchUp(): Promise<boolean> {
    const on = client;
    const answered = (on ? on.query('SELECT 1') : Promise.reject(new Error('not listening'))).then(
      () => live && client === on,
      () => false,
    );
    sent = answered.finally(() => {
      if (sent === answered) sent = null;
    });
    return answered;
  }

  function lose(lost: pg.Client, error: Error) {
    if (client !== lost) return;
    client = null;
    live = false;
    listeners.gap();
    onConnectionLost(error);
    lost.end().catch(() => {});
    if (!closed) {
      reconnectTimer = setTimeout(() => void connect().catch(() => {}), RECONNECT_DELAY_MS);
      reconnectTimer.unref();
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', ({ channel, payload }) => listeners.notice(channel, payload ?? ''));
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('LISTEN connection ended')));
    client = next;
    try {
      await next.connect();
      for (const channel of listeners.channels()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(next, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    listeners.gap();
    live = true;
  }

  return {
    get live() {
      return live;
    },
    caughtUp() {
      if (!live) return Promise.resolve(false);
      if (next) return next;
      if (!sent) return sendCatchUp();
      // The query in flight may have left before this call: the one after it has not.
      next = sent.then(() => {
        next = null;
        return sendCatchUp();
      });
      return next;
    },
    async listen(channel, listener) {
      const known = listeners.channels().includes(channel);
      listeners.add(channel, listener);
      if (!client) {
        connecting ??= connect().finally(() => {
          connecting = null;
        });
        return connecting;
      }
      await connecting;
      if (!known && client) await client.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const open = client;
      client = null;
      live = false;
      await open?.end();
    },
  };
}
