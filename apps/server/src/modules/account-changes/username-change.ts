import type { UpdateAccountDetailsReply } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { clientKey, createThrottle } from '../../auth/throttle.ts';
import { accounts } from '../../db/schema.ts';

/** PostgreSQL's unique_violation: another account took the name between the check and the write. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * account/UpdateAccountDetails: a new username, unique regardless of case (stored lower-cased). The
 * answer tells whether it is taken (spec §7), so each taken name counts as a wrong guess of the client
 * address: harvesting usernames stops at the guess throttle (decision 0043).
 */
export function createUsernameChange(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock } = ctx;
  const throttle = createThrottle(db, clock, ctx.config.sendsPerClientAddress);

  return async function updateUsername(
    auth: AccessAuth,
    username: string,
    ip: string,
  ): Promise<UpdateAccountDetailsReply> {
    await throttle.assertCanGuess([clientKey(ip)]);
    const wanted = username.toLowerCase();
    const [holder] = await db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.username, wanted));
    const takenByAnother = async () => {
      await throttle.recordWrongGuess([clientKey(ip)]);
      return { usernameExists: true };
    };
    if (holder && holder.accountId !== auth.claims.accountId) return takenByAnother();
    try {
      await db
        .update(accounts)
        .set({ username: wanted })
        .where(eq(accounts.accountId, auth.claims.accountId));
    } catch (error) {
      if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
        return takenByAnother();
      }
      throw error;
    }
    return { usernameExists: false };
  };
}
