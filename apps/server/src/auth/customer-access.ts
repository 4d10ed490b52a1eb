import { is16AndOlder, mayActFor, PRIVACY_AGE } from '@mijn/domain';
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/**
 * `visibleCustomerNumbers` as a condition on a customer number column, so that a query reads the
 * data and applies the rule in one round trip (decision 0059, round 2): the user's own, and for a
 * policyholder the co-insured (M) on their agreements who are under 16 today.
 */
export function isVisibleTo(db: Db, customerNumber: SQLWrapper, auth: AccessAuth, today: string): SQL {
  const user = auth.claims.customerNumber;
  if (auth.claims.role !== 'H') return eq(customerNumber, user);
  const member = alias(customers, 'member');
  const actedFor = db
    .select({ customerNumber: policies.customerNumber })
    .from(policies)
    .innerJoin(agreements, eq(policies.agreementId, agreements.agreementId))
    .innerJoin(member, eq(member.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(agreements.policyholderNumber, user),
        eq(policies.role, 'M'),
        bornAfterPrivacyAgeAgo(member.birthDate, today),
      ),
    );
  return or(eq(customerNumber, user), inArray(customerNumber, actedFor)) as SQL;
}

/**
 * Not yet 16 on `today`: `is16AndOlder` negated, in SQL. Comparing (year, month, day) in order is
 * `ageOn`'s rule, 29 February included (16 on 1 March), and needs no date that may not exist.
 */
function bornAfterPrivacyAgeAgo(birthDate: SQLWrapper, today: string): SQL {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return sql`(extract(year from ${birthDate}), extract(month from ${birthDate}), extract(day from ${birthDate}))
    > (${year - PRIVACY_AGE}, ${month}, ${day})`;
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
