import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { LoginAttempts } from './login-attempts.ts';
import { verifyPassword } from './passwords.ts';
import { clientKey, type Throttle } from './throttle.ts';

/**
 * Re-authentication of a logged-in person (a new password, a passkey): a wrong or missing current
 * password counts as a wrong login password, throttled, then 423 (decisions 0007, 0064).
 */
export function createCurrentPasswordCheck(db: Db, attempts: LoginAttempts, throttle: Throttle) {
  return async function assertCurrentPassword(
    accountId: string,
    currentPassword: string | undefined,
    ip: string,
  ): Promise<void> {
    const [account] = await db
      .select({
        accountId: accounts.accountId,
        passwordHash: accounts.passwordHash,
        blockedUntil: accounts.blockedUntil,
      })
      .from(accounts)
      .where(eq(accounts.accountId, accountId));
    if (!account) throw new HttpError(401, serverMessages.invalidToken);
    await attempts.assertNotBlocked(account, 'password', ip);
    await throttle.assertCanGuess([clientKey(ip)]);
    if (await verifyPassword(account.passwordHash, currentPassword ?? '')) return;
    await throttle.recordWrongGuess([clientKey(ip)]);
    await attempts.registerFailure(account.accountId, 'password', ip);
    throw new HttpError(400, serverMessages.incorrectCredentials);
  };
}

export type AssertCurrentPassword = ReturnType<typeof createCurrentPasswordCheck>;
