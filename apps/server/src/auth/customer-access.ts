import { ageOn, PRIVACY_AGE } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agreements, customers, policies } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { AccessAuth } from './authenticate.ts';

/**
 * Whose data a user may see (spec §6): their own; a policyholder also that of the family members
 * under the privacy age of 16 on the agreements they hold. Nobody sees another household's data,
 * and co-insured of 16 or over see only their own.
 */
export async function visibleCustomerNumbers(db: Db, auth: AccessAuth, today: string): Promise<Set<string>> {
  const own = auth.claims.customerNumber;
  if (auth.claims.role !== 'H') return new Set([own]);
  const family = await db
    .select({ customerNumber: customers.customerNumber, birthDate: customers.birthDate })
    .from(policies)
    .innerJoin(agreements, eq(policies.agreementId, agreements.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(eq(agreements.policyholderNumber, own));
  const minors = family.filter((member) => ageOn(member.birthDate, today) < PRIVACY_AGE);
  return new Set([own, ...minors.map((member) => member.customerNumber)]);
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
