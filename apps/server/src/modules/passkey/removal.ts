import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { AssertCurrentPassword } from '../../auth/current-password.ts';
import { accounts, passkeys } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';

/**
 * Removing one of the account's own passkeys. The last one only with the current password: without
 * passkeys the password is the way in again, so whoever removes the last must know it (decision 0064).
 */
export function createPasskeyRemoval(
  { db }: Pick<AppContext, 'db'>,
  assertCurrentPassword: AssertCurrentPassword,
) {
  return async function removePasskey(
    auth: AccessAuth,
    body: { id: string; currentPassword?: string | undefined },
    ip: string,
  ): Promise<Record<string, never>> {
    const { accountId } = auth.user;
    if (!isUuid(body.id)) throw new HttpError(404, serverMessages.passkeyNotFound);
    if (body.currentPassword !== undefined) await assertCurrentPassword(accountId, body.currentPassword, ip);
    await db.transaction(async (tx) => {
      // One removal of this account at a time, so two at once cannot both take "not the last".
      await tx
        .select({ accountId: accounts.accountId })
        .from(accounts)
        .where(eq(accounts.accountId, accountId))
        .for('update');
      const own = await tx
        .select({ passkeyId: passkeys.passkeyId })
        .from(passkeys)
        .where(eq(passkeys.accountId, accountId));
      if (!own.some((row) => row.passkeyId === body.id))
        throw new HttpError(404, serverMessages.passkeyNotFound);
      if (own.length === 1 && body.currentPassword === undefined) {
        throw new HttpError(400, serverMessages.passwordRequiredForLastPasskey);
      }
      await tx
        .delete(passkeys)
        .where(and(eq(passkeys.passkeyId, body.id), eq(passkeys.accountId, accountId)));
    });
    return {};
  };
}
