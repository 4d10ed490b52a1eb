import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { createNoticedCache } from '../db/noticed-cache.ts';
import { type DatabaseNotices, publishNotice } from '../db/notices.ts';
import { sessions } from '../db/schema.ts';

/** The payload of each notice is the id of a session that ended. */
export const SESSION_ENDED_CHANNEL = 'mijn_session_ended';
/** Sessions this instance remembers as open; the oldest is forgotten first (it is asked again). */
const REMEMBERED_SESSIONS = 100_000;

async function isSessionOpenInDatabase(db: Db, sessionId: string, accountId: string): Promise<boolean> {
  const [session] = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .where(
      and(eq(sessions.sessionId, sessionId), eq(sessions.accountId, accountId), isNull(sessions.endedAt)),
    );
  return session !== undefined;
}

/**
 * Whether a session is open, the check of every logged-in request (decision 0018), answered from
 * memory once the database said so: ending a session is announced to every instance on the database
 * as it commits (SESSION_ENDED_CHANNEL), and each instance forgets it then (decision 0059).
 */
export async function createSessionCheck(db: Db, notices: DatabaseNotices) {
  /** Session id -> its account, for the sessions found open. */
  const open = await createNoticedCache<string>(notices, {
    channel: SESSION_ENDED_CHANNEL,
    maxEntries: REMEMBERED_SESSIONS,
    // A logout counts on every instance before its next request is answered (decision 0059).
    freshness: 'at-once',
  });
  return {
    async isOpen(sessionId: string, accountId: string): Promise<boolean> {
      const account = await open.get(sessionId, async () =>
        (await isSessionOpenInDatabase(db, sessionId, accountId)) ? accountId : undefined,
      );
      return account === accountId;
    },
    forget: open.forget,
  };
}

export type SessionCheck = Awaited<ReturnType<typeof createSessionCheck>>;

/**
 * The server side of a login session (decision 0018). Ending one is a database write, so every
 * instance refuses its tokens from that moment, whatever second they were issued in; the write
 * announces the ended sessions in its own transaction, for the session checks in memory.
 */
export function createSessionStore(db: Db, clock: Clock, onEnded: (sessionIds: string[]) => void) {
  async function endWhere(which: SQL | undefined): Promise<void> {
    const ended = await db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: clock.now() })
        .where(and(which, isNull(sessions.endedAt)))
        .returning({ sessionId: sessions.sessionId });
      for (const { sessionId } of ended) await publishNotice(tx, SESSION_ENDED_CHANNEL, sessionId);
      return ended.map(({ sessionId }) => sessionId);
    });
    onEnded(ended);
  }

  return {
    /** Logout: this session only. */
    end: (sessionId: string) => endWhere(eq(sessions.sessionId, sessionId)),

    /** A new password: every session of the account. */
    endAll: (accountId: string) => endWhere(eq(sessions.accountId, accountId)),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
