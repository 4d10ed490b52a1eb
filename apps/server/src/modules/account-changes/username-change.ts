import type { UpdateAccountDetailsReply } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { accounts } from '../../db/schema.ts';

/** PostgreSQL's unique_violation: another account took the name between the check and the write. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * account/UpdateAccountDetails: a new username, unique regardless of case (stored lower-cased). The
 * answer tells whether it is taken (spec §7); the route's per-client rate limit slows harvesting
 * (decision 0043).
 */
export function createUsernameChange({ db }: Pick<AppContext, 'db'>) {
  return async function updateUsername(
    auth: AccessAuth,
    username: string,
  ): Promise<UpdateAccountDetailsReply> {
    const wanted = username.toLowerCase();
    const [holder] = await db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.username, wanted));
    const takenByAnother = { usernameExists: true };
    if (holder && holder.accountId !== auth.claims.accountId) return takenByAnother;
    try {
      await db
        .update(accounts)
        .set({ username: wanted })
        .where(eq(accounts.accountId, auth.claims.accountId));
    } catch (error) {
      if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
        return takenByAnother;
      }
      throw error;
    }
    return { usernameExists: false };
  };
}
