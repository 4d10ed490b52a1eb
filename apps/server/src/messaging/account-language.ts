import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts } from '../db/schema.ts';
import type { ReaderLanguage } from '../http/reader-language.ts';

/**
 * The language an account's person reads, for messages sent outside a request (background jobs):
 * the language of the screen they last logged in with or switched to. Dutch without an account.
 */
export async function accountLanguage(
  db: Db,
  whose: { accountId: string } | { customerNumber: string },
): Promise<ReaderLanguage> {
  const where =
    'accountId' in whose
      ? eq(accounts.accountId, whose.accountId)
      : eq(accounts.customerNumber, whose.customerNumber);
  const [row] = await db.select({ language: accounts.language }).from(accounts).where(where);
  return row?.language ?? 'nl';
}

/** Remembers the screen language of a login, a code check or a language switch. */
export async function rememberAccountLanguage(
  db: Db,
  accountId: string,
  language: ReaderLanguage,
): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.accountId, accountId));
}
