import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, customers } from '../../db/schema.ts';

const accountColumns = {
  accountId: accounts.accountId,
  username: accounts.username,
  passwordHash: accounts.passwordHash,
  phoneNumber: accounts.phoneNumber,
  loginActive: accounts.loginActive,
  blockedUntil: accounts.blockedUntil,
  customerNumber: accounts.customerNumber,
  birthDate: customers.birthDate,
  email: customers.email,
};

/** An account with the customer fields the login and forgot flows need. */
export async function findAccount(db: Db, where: SQL) {
  const [row] = await db
    .select(accountColumns)
    .from(accounts)
    .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
    .where(where);
  return row;
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
