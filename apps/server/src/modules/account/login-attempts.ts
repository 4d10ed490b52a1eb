import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { accounts, loginEvents } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

/** Wrong passwords and wrong codes count together; a full login resets the count (0004). */
export const MAX_FAILED_ATTEMPTS = 5;
export const BLOCK_MINUTES = 15;

export type LoginMethod = 'password' | 'sms-code';
export type LoginOutcome =
  | 'password-accepted'
  | 'success'
  | 'failed'
  | 'blocked'
  | 'refused-while-blocked'
  | 'not-activated'
  | 'code-expired';

const blocked = (minutes: number) => new HttpError(423, serverMessages.accountBlocked, { minutes });

export function createLoginAttempts(db: Db, clock: Clock) {
  async function record(accountId: string | null, method: LoginMethod, outcome: LoginOutcome, ip: string) {
    await db.insert(loginEvents).values({ accountId, method, outcome, clientAddress: ip, at: clock.now() });
  }

  return {
    record,

    /** 423 with the whole minutes left while the account is blocked. */
    async assertNotBlocked(
      account: { accountId: string; blockedUntil: Date | null },
      method: LoginMethod,
      ip: string,
    ) {
      const now = clock.now().getTime();
      const until = account.blockedUntil?.getTime() ?? 0;
      if (until <= now) return;
      await record(account.accountId, method, 'refused-while-blocked', ip);
      throw blocked(Math.ceil((until - now) / 60_000));
    },

    /** Counts a wrong password or code; the fifth in a row blocks the account and answers 423. */
    async registerFailure(accountId: string, method: LoginMethod, ip: string): Promise<void> {
      const [row] = await db
        .update(accounts)
        .set({ failedAttempts: sql`${accounts.failedAttempts} + 1` })
        .where(eq(accounts.accountId, accountId))
        .returning({ failedAttempts: accounts.failedAttempts });
      if (!row || row.failedAttempts < MAX_FAILED_ATTEMPTS) {
        await record(accountId, method, 'failed', ip);
        return;
      }
      const blockedUntil = new Date(clock.now().getTime() + BLOCK_MINUTES * 60_000);
      await db
        .update(accounts)
        .set({ failedAttempts: 0, blockedUntil })
        .where(eq(accounts.accountId, accountId));
      await record(accountId, method, 'blocked', ip);
      throw blocked(BLOCK_MINUTES);
    },

    async resetFailures(accountId: string) {
      await db
        .update(accounts)
        .set({ failedAttempts: 0, blockedUntil: null })
        .where(eq(accounts.accountId, accountId));
    },
  };
}

export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
