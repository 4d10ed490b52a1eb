import { and, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { accounts, loginBlocks, loginEvents } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { LoginEvents } from '../metrics/portal-metrics.ts';

/** Wrong passwords, codes and forgot-flow birth dates count together per account and address (0004, 0007). */
export const MAX_FAILED_ATTEMPTS = 5;
export const BLOCK_MINUTES = 15;
/** Failures from every address together that lock the account for addresses it never logged in from. */
export const ACCOUNT_WIDE_FAILURES = 20;
/** An address with a successful login this recent is "known" and passes an account-wide lock. */
export const KNOWN_ADDRESS_DAYS = 90;
/** A User-Agent header longer than any browser's is cut here before it is stored. */
const MAX_USER_AGENT_LENGTH = 512;

export type LoginMethod = 'password' | 'sms-code' | 'idin' | 'forgot' | 'passkey';
export type LoginOutcome =
  | 'password-accepted'
  | 'success'
  | 'failed'
  | 'blocked'
  | 'blocked-account-wide'
  | 'refused-while-blocked'
  | 'not-activated'
  | 'code-expired'
  | 'code-sent'
  | 'cancelled'
  | 'expired'
  | 'reset-code-accepted'
  | 'password-changed'
  | 'registered';

export const blocked = (until: Date, now: Date) =>
  new HttpError(423, serverMessages.accountBlocked, {
    minutes: Math.ceil((until.getTime() - now.getTime()) / 60_000),
  });

/**
 * The temporary block of spec §4. A stranger's wrong guesses block only the pair of account and the
 * stranger's address, so the customer elsewhere still logs in; a flood from many addresses locks the
 * account for 15 minutes, but not for addresses the customer logged in from before (decision 0007).
 */
export function createLoginAttempts(db: Db, clock: Clock, events: LoginEvents) {
  /** `userAgent` is kept for the logins the history shows with their device (decision 0042). */
  async function record(
    accountId: string | null,
    method: LoginMethod,
    outcome: LoginOutcome,
    ip: string,
    userAgent?: string,
  ) {
    await db.insert(loginEvents).values({
      accountId,
      method,
      outcome,
      clientAddress: ip,
      userAgent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      at: clock.now(),
    });
    events.inc({ method, outcome });
  }

  async function isKnownAddress(accountId: string, ip: string): Promise<boolean> {
    const since = new Date(clock.now().getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const [row] = await db
      .select({ id: loginEvents.id })
      .from(loginEvents)
      .where(
        and(
          eq(loginEvents.accountId, accountId),
          eq(loginEvents.clientAddress, ip),
          eq(loginEvents.outcome, 'success'),
          gte(loginEvents.at, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    record,

    /** 423 with the whole minutes left while this address (or, for unknown addresses, the account) is blocked. */
    async assertNotBlocked(
      account: { accountId: string; blockedUntil: Date | null },
      method: LoginMethod,
      ip: string,
      userAgent?: string,
    ) {
      const now = clock.now();
      const [pair] = await db
        .select({ blockedUntil: loginBlocks.blockedUntil })
        .from(loginBlocks)
        .where(and(eq(loginBlocks.accountId, account.accountId), eq(loginBlocks.clientAddress, ip)));
      const candidates = [pair?.blockedUntil ?? null];
      if (
        account.blockedUntil &&
        account.blockedUntil > now &&
        !(await isKnownAddress(account.accountId, ip))
      ) {
        candidates.push(account.blockedUntil);
      }
      const until = candidates
        .filter((date): date is Date => date !== null && date > now)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (!until) return;
      await record(account.accountId, method, 'refused-while-blocked', ip, userAgent);
      throw blocked(until, now);
    },

    /** Counts a wrong guess; the fifth in a row from this address blocks it and answers 423. */
    async registerFailure(
      accountId: string,
      method: LoginMethod,
      ip: string,
      userAgent?: string,
    ): Promise<void> {
      const now = clock.now();
      const [pair] = await db
        .insert(loginBlocks)
        .values({ accountId, clientAddress: ip, failedAttempts: 1 })
        .onConflictDoUpdate({
          target: [loginBlocks.accountId, loginBlocks.clientAddress],
          set: { failedAttempts: sql`${loginBlocks.failedAttempts} + 1` },
        })
        .returning({ failedAttempts: loginBlocks.failedAttempts });
      const [account] = await db
        .update(accounts)
        .set({ failedAttempts: sql`${accounts.failedAttempts} + 1` })
        .where(eq(accounts.accountId, accountId))
        .returning({ failedAttempts: accounts.failedAttempts });
      const blockedUntil = new Date(now.getTime() + BLOCK_MINUTES * 60_000);
      if (account && account.failedAttempts >= ACCOUNT_WIDE_FAILURES) {
        await db
          .update(accounts)
          .set({ failedAttempts: 0, blockedUntil })
          .where(eq(accounts.accountId, accountId));
        await record(accountId, method, 'blocked-account-wide', ip, userAgent);
      }
      if (!pair || pair.failedAttempts < MAX_FAILED_ATTEMPTS) {
        await record(accountId, method, 'failed', ip, userAgent);
        return;
      }
      await db
        .update(loginBlocks)
        .set({ failedAttempts: 0, blockedUntil })
        .where(and(eq(loginBlocks.accountId, accountId), eq(loginBlocks.clientAddress, ip)));
      await record(accountId, method, 'blocked', ip, userAgent);
      throw blocked(blockedUntil, now);
    },

    /** A complete login ends this address's count and any account-wide lock. */
    async resetFailures(accountId: string, ip: string) {
      await db
        .delete(loginBlocks)
        .where(and(eq(loginBlocks.accountId, accountId), eq(loginBlocks.clientAddress, ip)));
      await db
        .update(accounts)
        .set({ failedAttempts: 0, blockedUntil: null })
        .where(eq(accounts.accountId, accountId));
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
