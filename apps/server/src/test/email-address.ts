import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accounts, customers } from '../db/schema.ts';

/** The e-mail address of an account's person, where its e-mails go. */
export async function emailAddressOf(db: Db, username: string): Promise<string> {
  const [row] = await db
    .select({ email: customers.email })
    .from(accounts)
    .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
    .where(eq(accounts.username, username));
  if (!row?.email) throw new Error(`${username} has no e-mail`);
  return row.email;
}
