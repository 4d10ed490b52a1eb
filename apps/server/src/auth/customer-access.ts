import { lastBirthDateAtAge, PRIVACY_AGE } from '@mijn/domain';
import { and, eq, gt, inArray, or, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { agreements, customers, policies } from '../db/schema.ts';
import { HttpError, serverMessages } from '../http/http-error.ts';
import type { AccessAuth } from './authenticate.ts';

/**
 * Whose data a user may see (spec §6, the domain's `mayActFor`): their own, and for a policyholder
 * (H) the co-insured (M) on the agreements they hold who are under the privacy age of 16 today.
 * Nobody sees another household's data, and co-insured of 16 or over see only their own. The rule
 * is written once, as the query of the others than the user (`actedFor`), which is read as a set
 * here and used as a condition inside a query by `isVisibleTo`.
 */
export async function visibleCustomerNumbers(db: Db, auth: AccessAuth, today: string): Promise<Set<string>> {
  const user = auth.user.customerNumber;
  const others = auth.user.role === 'H' ? await actedFor(db, user, underPrivacyAgeIfBornAfter(today)) : [];
  return new Set([user, ...others.map((member) => member.customerNumber)]);
}

/** A value in the rule's condition: known now, or a placeholder of a statement prepared once. */
type Value = string | Placeholder;

/**
 * The last birth date of someone who is 16 or over today: the date the domain's `is16AndOlder`
 * compares with, so the two cannot differ. The value `isVisibleTo`'s `bornAfter` stands for.
 */
export const underPrivacyAgeIfBornAfter = (today: string) => lastBirthDateAtAge(PRIVACY_AGE, today);

/**
 * `visibleCustomerNumbers` as a condition on a customer number column, so that a query reads the
 * data and applies the rule in one round trip (decision 0059, round 2). The user and the date may
 * be placeholders, so a query built once serves every user of a role (decision 0071).
 */
export function isVisibleTo(
  db: Db,
  customerNumber: SQLWrapper,
  role: AccessAuth['user']['role'],
  user: Value,
  bornAfter: Value,
): SQL {
  if (role !== 'H') return eq(customerNumber, user);
  return or(eq(customerNumber, user), inArray(customerNumber, actedFor(db, user, bornAfter))) as SQL;
}

/** The co-insured on the policyholder's agreements born after `bornAfter` (under the privacy age). */
function actedFor(db: Db, policyholderNumber: Value, bornAfter: Value) {
  const member = alias(customers, 'member');
  return db
    .select({ customerNumber: policies.customerNumber })
    .from(policies)
    .innerJoin(agreements, eq(policies.agreementId, agreements.agreementId))
    .innerJoin(member, eq(member.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(agreements.policyholderNumber, policyholderNumber),
        eq(policies.role, 'M'),
        gt(member.birthDate, bornAfter),
      ),
    );
}

/** The customer a request is about: the one asked for, if the user may see them, else refused. */
export async function customerInScope(
  db: Db,
  auth: AccessAuth,
  today: string,
  requested: string | undefined,
): Promise<string> {
  const customerNumber = requested ?? auth.user.customerNumber;
  if (customerNumber === auth.user.customerNumber) return customerNumber;
  const visible = await visibleCustomerNumbers(db, auth, today);
  if (!visible.has(customerNumber)) throw new HttpError(403, serverMessages.forbidden);
  return customerNumber;
}
