import { is16AndOlder, mayActFor } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agreements, customers, policies } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { AccessAuth } from './authenticate.ts';

/**
 * Whose data a user may see (spec §6): the people they may act for among those on the agreements
 * they hold, so their own and, for a policyholder, that of the co-insured under the privacy age of
 * 16. Nobody sees another household's data, and co-insured of 16 or over see only their own.
 */
export async function visibleCustomerNumbers(db: Db, auth: AccessAuth, today: string): Promise<Set<string>> {
  const user = { customerNumber: auth.claims.customerNumber, role: auth.claims.role };
  if (user.role !== 'H') return new Set([user.customerNumber]);
  const family = await db
    .select({ customerNumber: customers.customerNumber, birthDate: customers.birthDate, role: policies.role })
    .from(policies)
    .innerJoin(agreements, eq(policies.agreementId, agreements.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(eq(agreements.policyholderNumber, user.customerNumber));
  const actedFor = family.filter((member) =>
    mayActFor(user, { ...member, is16AndOlder: is16AndOlder(member.birthDate, today) }),
  );
  return new Set([user.customerNumber, ...actedFor.map((member) => member.customerNumber)]);
}

/** The customer a request is about: the one asked for, if the user may see them, else refused. */
export async function customerInScope(
  db: Db,
  auth: AccessAuth,
  today: string,
  requested: string | undefined,
): Promise<string> {
  const customerNumber = requested ?? auth.claims.customerNumber;
  if (customerNumber === auth.claims.customerNumber) return customerNumber;
  const visible = await visibleCustomerNumbers(db, auth, today);
  if (!visible.has(customerNumber)) throw new HttpError(403, serverMessages.forbidden);
  return customerNumber;
}
