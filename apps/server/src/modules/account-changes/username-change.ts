import type { UpdateAccountDetailsReply } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { accounts, customers } from '../../db/schema.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { messageTexts } from '../../messaging/message-texts.ts';

/** PostgreSQL's unique_violation: another account took the name between the check and the write. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * account/UpdateAccountDetails: a new username, unique regardless of case (stored lower-cased). The
 * answer tells whether it is taken (spec §7); the route's per-client rate limit slows harvesting
 * (decision 0043). The person is told of a change by e-mail, or by SMS without one (ASVS 5.0 V6).
 */
export function createUsernameChange({ db, messenger }: Pick<AppContext, 'db' | 'messenger'>) {
  async function tellOfChange(accountId: string, username: string, language: ReaderLanguage) {
    const [reachable] = await db
      .select({ email: customers.email, phoneNumber: accounts.phoneNumber })
      .from(accounts)
      .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
      .where(eq(accounts.accountId, accountId));
    const { subject, text } = messageTexts.usernameChangedEmail(language, username);
    if (reachable?.email) await messenger.sendEmail(reachable.email, subject, text);
    else if (reachable?.phoneNumber) await messenger.sendSms(reachable.phoneNumber, text);
  }

  return async function updateUsername(
    auth: AccessAuth,
    username: string,
    language: ReaderLanguage,
  ): Promise<UpdateAccountDetailsReply> {
    const wanted = username.toLowerCase();
    const [holder] = await db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.username, wanted));
    const takenByAnother = { usernameExists: true };
    if (holder && holder.accountId !== auth.user.accountId) return takenByAnother;
    if (holder) return { usernameExists: false };
    try {
      await db.update(accounts).set({ username: wanted }).where(eq(accounts.accountId, auth.user.accountId));
    } catch (error) {
      if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
        return takenByAnother;
      }
      throw error;
    }
    await tellOfChange(auth.user.accountId, wanted, language);
    return { usernameExists: false };
  };
}
