import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passkeys } from '../db/schema.ts';

/** The names of the account's passkeys, oldest first, for the mail about a new password (decision 0064). */
export async function passkeyNamesOf(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ name: passkeys.name })
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
    .orderBy(asc(passkeys.createdAt));
  return rows.map((row) => row.name);
}
