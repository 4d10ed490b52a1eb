import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_WIDE_FAILURES,
  BLOCK_MINUTES,
  blocked,
  type LoginAttempts,
  type LoginMethod,
  MAX_FAILED_ATTEMPTS,
} from '../../auth/login-attempts.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { unknownUsernameBlocks, unknownUsernames } from '../../db/schema.ts';
import type { AccountRow } from './account-lookup.ts';

/** A guess about a typed username: the account that has it, if any, and where the guess came from. */
export interface UsernameGuess {
  account: AccountRow | undefined;
  username: string;
  method: LoginMethod;
  ip: string;
  userAgent?: string | undefined;
}

/**
 * Wrong guesses about a typed username (its password at login, its birth date in the forgot flow),
 * counted and blocked alike whether an account has that username or not: the fifth from one address
 * answers 423 with the minutes, twenty from all addresses lock it everywhere. Both ways make the same
 * number of database statements, so neither the answer, nor a block, nor the time taken tells
 * whether a username exists (decisions 0018, 0083).
 */
export function createUsernameGuesses(db: Db, clock: Clock, pepper: string, attempts: LoginAttempts) {
  // A username no account has is stored only as an HMAC: people type passwords into the username field.
  const hashOf = (username: string) =>
    createHmac('sha256', pepper).update(`unknown-username:${username.toLowerCase()}`).digest('base64url');

  const pairOf = (usernameHash: string, ip: string) =>
    and(eq(unknownUsernameBlocks.usernameHash, usernameHash), eq(unknownUsernameBlocks.clientAddress, ip));

  /** One read, as a known account's: its row came with the account, only the address's pair is read. */
  async function assertUnknownNotBlocked(username: string, method: LoginMethod, ip: string) {
    const usernameHash = hashOf(username);
    const now = clock.now();
    // Every failure counts in both tables, so an address's pair never exists without the wide row.
    const [row] = await db
      .select({ wide: unknownUsernames.blockedUntil, pair: unknownUsernameBlocks.blockedUntil })
      .from(unknownUsernames)
      .leftJoin(unknownUsernameBlocks, pairOf(usernameHash, ip))
      .where(eq(unknownUsernames.usernameHash, usernameHash));
    const until = [row?.pair, row?.wide]
      .filter((date): date is Date => date != null && date > now)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (!until) return;
    await attempts.record(null, method, 'refused-while-blocked', ip);
    throw blocked(until, now);
  }

  async function registerUnknownFailure(username: string, method: LoginMethod, ip: string) {
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
      await attempts.record(null, method, 'blocked-account-wide', ip);
    }
    if (!pair || pair.failedAttempts < MAX_FAILED_ATTEMPTS) {
      await attempts.record(null, method, 'failed', ip);
      return;
    }
    await db
      .update(unknownUsernameBlocks)
      .set({ failedAttempts: 0, blockedUntil })
      .where(pairOf(usernameHash, ip));
    await attempts.record(null, method, 'blocked', ip);
    throw blocked(blockedUntil, now);
  }

  return {
    /** 423 with the minutes left while this username is blocked for this address (or everywhere). */
    assertNotBlocked: ({ account, username, method, ip, userAgent }: UsernameGuess) =>
      account
        ? attempts.assertNotBlocked(account, method, ip, userAgent)
        : assertUnknownNotBlocked(username, method, ip),

    /** Counts a wrong guess; the fifth in a row from this address blocks it and answers 423. */
    registerFailure: ({ account, username, method, ip, userAgent }: UsernameGuess) =>
      account
        ? attempts.registerFailure(account.accountId, method, ip, userAgent)
        : registerUnknownFailure(username, method, ip),
  };
}

export type UsernameGuesses = ReturnType<typeof createUsernameGuesses>;
