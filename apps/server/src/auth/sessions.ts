import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export async function isSessionOpen(db: Db, sessionId: string, accountId: string): Promise<boolean> {
  const [session] = await db
    .select({ sessionId: sessions.sessionId })
    .from(sessions)
    .where(
      and(eq(sessions.sessionId, sessionId), eq(sessions.accountId, accountId), isNull(sessions.endedAt)),
    );
  return session !== undefined;
}

/**
 * The server side of a login session (decision 0018). Ending one is a database write, so every
 * instance refuses its tokens from that moment, whatever second they were issued in.
 */
export function createSessionStore(db: Db, clock: Clock) {
  return {
    /** Logout: this session only. */
    async end(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: clock.now() })
        .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.endedAt)));
    },

    /** A new password: every session of the account. */
    async endAll(accountId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: clock.now() })
        .where(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
