import type { Role } from '@mijn/domain';
import { and, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { createNoticedCache } from '../db/noticed-cache.ts';
import { type DatabaseNotices, publishNotice } from '../db/notices.ts';
import { accounts, sessions } from '../db/schema.ts';

/** The payload of each notice is the id of a session that ended or whose rights were renewed. */
export const SESSION_CHANGED_CHANNEL = 'mijn_session_changed';
/** Sessions this instance remembers as open; the oldest is forgotten first (it is asked again). */
const REMEMBERED_SESSIONS = 100_000;

/** What a session may do, as its login or its last renewal found it (decision 0084). */
export interface SessionRights {
  role: Role;
  /** Lower-cased. */
  collectivityLabel: string;
  permissions: string[];
}

/**
 * Who the user of an open session is and what they may do: the server's own record, never the
 * claims of the token that names the session (decision 0084).
 */
export interface SessionUser extends SessionRights {
  sid: string;
  accountId: string;
  customerNumber: string;
  startedAt: Date;
  /** No request of the session is answered from then on, whatever the token's exp says. */
  expiresAt: Date;
}

/** One read by primary key, as the open-session check always was (decision 0018). */
async function openSessionInDatabase(db: Db, sessionId: string): Promise<SessionUser | undefined> {
  const [session] = await db
    .select({
      sid: sessions.sessionId,
      accountId: sessions.accountId,
      customerNumber: accounts.customerNumber,
      startedAt: sessions.startedAt,
      expiresAt: sessions.expiresAt,
      role: sessions.role,
      collectivityLabel: sessions.collectivityLabel,
      permissions: sessions.permissions,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.accountId, sessions.accountId))
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.endedAt)));
  return session;
}

/**
 * The user of an open session, the check of every logged-in request (decision 0018), answered from
 * memory once the database said so: ending or renewing a session is announced to every instance on
 * the database as it commits (SESSION_CHANGED_CHANNEL), and each instance forgets it then (decision
 * 0059). Whether it has expired is the caller's question: the time moves on, the record does not.
 */
export async function createSessionCheck(db: Db, notices: DatabaseNotices) {
  const open = await createNoticedCache<SessionUser>(notices, {
    channel: SESSION_CHANGED_CHANNEL,
    maxEntries: REMEMBERED_SESSIONS,
    // A logout counts on every instance before its next request is answered (decision 0059).
    freshness: 'at-once',
  });
  return {
    userOf: (sessionId: string): Promise<SessionUser | undefined> =>
      open.get(sessionId, () => openSessionInDatabase(db, sessionId)),
    forget: open.forget,
  };
}

export type SessionCheck = Awaited<ReturnType<typeof createSessionCheck>>;

/**
 * The server side of a login session (decisions 0018, 0084). Ending one is a database write, so every
 * instance refuses its tokens from that moment, whatever second they were issued in; the write
 * announces the changed sessions in its own transaction, for the session checks in memory.
 */
export function createSessionStore(db: Db, clock: Clock, onChanged: (sessionIds: string[]) => void) {
  async function changeWhere(
    which: SQL | undefined,
    change: Partial<typeof sessions.$inferInsert>,
  ): Promise<{ sessionId: string; expiresAt: Date }[]> {
    const changed = await db.transaction(async (tx) => {
      const changed = await tx
        .update(sessions)
        .set(change)
        .where(and(which, isNull(sessions.endedAt)))
        .returning({ sessionId: sessions.sessionId, expiresAt: sessions.expiresAt });
      for (const { sessionId } of changed) await publishNotice(tx, SESSION_CHANGED_CHANNEL, sessionId);
      return changed;
    });
    onChanged(changed.map(({ sessionId }) => sessionId));
    return changed;
  }

  const endWhere = async (which: SQL) => {
    await changeWhere(which, { endedAt: clock.now() });
  };

  return {
    /** A completed login: a new session with what the user may do. Sessions of the account long over are swept. */
    async start(accountId: string, rights: SessionRights, expiresAt: Date) {
      const now = clock.now();
      await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, now)));
      const [session] = await db
        .insert(sessions)
        .values({ accountId, startedAt: now, expiresAt, ...rights })
        .returning({ sessionId: sessions.sessionId, expiresAt: sessions.expiresAt });
      if (!session) throw new Error('session was not created');
      return session;
    },

    /** What an open session may do, found again; its end stays. Undefined when it has ended. */
    async renew(sessionId: string, rights: SessionRights) {
      const [session] = await changeWhere(eq(sessions.sessionId, sessionId), rights);
      return session;
    },

    /** Logout: this session only. */
    end: (sessionId: string) => endWhere(eq(sessions.sessionId, sessionId)),

    /** A new password: every session of the account. */
    endAll: (accountId: string) => endWhere(eq(sessions.accountId, accountId)),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
