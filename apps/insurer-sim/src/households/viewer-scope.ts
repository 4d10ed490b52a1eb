import { lastBirthDateAtAge, PRIVACY_AGE } from '@mijn/domain';
import type { Viewer } from '@mijn/insurer';
import { and, eq, gt, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InsurerDatabase } from '../db/database.ts';
import { agreements, customers, policies } from '../db/schema/policies.ts';

/** A value in the rule's condition: known now, or a placeholder of a statement prepared once. */
type Value = string | Placeholder;

/**
 * The co-insured (M) on the agreements a policyholder holds who were born after `bornAfter`: those
 * under the privacy age of 16, whom the policyholder acts for (spec §6). A query, so that a caller
 * may read it as a set or use it as a condition inside another query.
 */
export function coInsuredActedFor(db: InsurerDatabase, policyholderNumber: Value, bornAfter: Value) {
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

/**
 * Whose facts a viewer may see on a day (spec §6, the domain's `mayActFor`): their own, and for a
 * policyholder the co-insured under 16 on the agreements they hold. Nobody sees another household,
 * and a co-insured of 16 or over sees only themselves.
 */
export async function visibleTo(db: InsurerDatabase, viewer: Viewer, onDay: string): Promise<Set<string>> {
  const others =
    viewer.role === 'H'
      ? await coInsuredActedFor(db, viewer.customerNumber, lastBirthDateAtAge(PRIVACY_AGE, onDay))
      : [];
  return new Set([viewer.customerNumber, ...others.map((member) => member.customerNumber)]);
}

/** Whether the viewer may see one person's facts on a day: themselves without a read, else by `visibleTo`. */
export async function mayView(
  db: InsurerDatabase,
  viewer: Viewer,
  customerNumber: string,
  onDay: string,
): Promise<boolean> {
  return customerNumber === viewer.customerNumber || (await visibleTo(db, viewer, onDay)).has(customerNumber);
}
