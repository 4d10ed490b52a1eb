import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_WIDE_FAILURES,
  BLOCK_MINUTES,
  blocked,
  type LoginAttempts,
  MAX_FAILED_ATTEMPTS,
} from '../../auth/login-attempts.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { unknownUsernameBlocks, unknownUsernames } from '../../db/schema.ts';

/**
 * Wrong passwords for a username no account has, blocked exactly as a real account's are: the fifth
 * from one address answers 423 with the minutes for that address, twenty from all addresses lock it
 * everywhere. Otherwise a 423 would prove that a username exists (decision 0018).
 */
export function createUnknownUsernameAttempts(db: Db, clock: Clock, pepper: string, attempts: LoginAttempts) {
  const hashOf = (username: string) =>
    createHmac('sha256', pepper).update(`unknown-username:${username.toLowerCase()}`).digest('base64url');

  const pairOf = (usernameHash: string, ip: string) =>
    and(eq(unknownUsernameBlocks.usernameHash, usernameHash), eq(unknownUsernameBlocks.clientAddress, ip));

  return {
    async assertNotBlocked(username: string, ip: string) {
      const usernameHash = hashOf(username);
      const now = clock.now();
      const [pair] = await db
        .select({ blockedUntil: unknownUsernameBlocks.blockedUntil })
        .from(unknownUsernameBlocks)
        .where(pairOf(usernameHash, ip));
      const [wide] = await db
        .select({ blockedUntil: unknownUsernames.blockedUntil })
        .from(unknownUsernames)
        .where(eq(unknownUsernames.usernameHash, usernameHash));
      const until = [pair?.blockedUntil, wide?.blockedUntil]
        .filter((date): date is Date => date != null && date > now)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (!until) return;
      await attempts.record(null, 'password', 'refused-while-blocked', ip);
      throw blocked(until, now);
    },

    async registerFailure(username: string, ip: string): Promise<void> {
      const usernameHash = hashOf(username);
      const now = clock.now();
      const blockedUntil = new Date(now.getTime() + BLOCK_MINUTES * 60_000);
      const [pair] = await db
        .insert(unknownUsernameBlocks)
        .values({ usernameHash, clientAddress: ip, failedAttempts: 1 })
        .onConflictDoUpdate({
          target: [unknownUsernameBlocks.usernameHash, unknownUsernameBlocks.clientAddress],
          set: { failedAttempts: sql`${unknownUsernameBlocks.failedAttempts} + 1` },
        })
        .returning({ failedAttempts: unknownUsernameBlocks.failedAttempts });
      const [wide] = await db
        .insert(unknownUsernames)
        .values({ usernameHash, failedAttempts: 1 })
        .onConflictDoUpdate({
          target: unknownUsernames.usernameHash,
          set: { failedAttempts: sql`${unknownUsernames.failedAttempts} + 1` },
        })
        .returning({ failedAttempts: unknownUsernames.failedAttempts });
      if (wide && wide.failedAttempts >= ACCOUNT_WIDE_FAILURES) {
        await db
          .update(unknownUsernames)
          .set({ failedAttempts: 0, blockedUntil })
          .where(eq(unknownUsernames.usernameHash, usernameHash));
        await attempts.record(null, 'password', 'blocked-account-wide', ip);
      }
      if (!pair || pair.failedAttempts < MAX_FAILED_ATTEMPTS) {
        await attempts.record(null, 'password', 'failed', ip);
        return;
      }
      await db
        .update(unknownUsernameBlocks)
        .set({ failedAttempts: 0, blockedUntil })
        .where(pairOf(usernameHash, ip));
      await attempts.record(null, 'password', 'blocked', ip);
      throw blocked(blockedUntil, now);
    },
  };
}
