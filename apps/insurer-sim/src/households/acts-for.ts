import { type IsoDate, lastBirthDateAtAge, PRIVACY_AGE } from '@mijn/domain';
import type { Viewer } from '@mijn/insurer';
import { and, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InsurerDatabase } from '../db/database.ts';
import { agreements, customers, policies } from '../db/schema/policies.ts';

/**
 * Whether the viewer may act for the person on the day (spec §6): for themselves, and a
 * policyholder for the co-insured on the agreements they hold who are under 16 that day.
 */
export async function actsFor(
  db: InsurerDatabase,
  viewer: Viewer,
  customerNumber: string,
  onDay: IsoDate,
): Promise<boolean> {
  if (customerNumber === viewer.customerNumber) return true;
  if (viewer.role !== 'H') return false;
  const member = alias(customers, 'member');
  const [coInsured] = await db
    .select({ customerNumber: policies.customerNumber })
    .from(policies)
    .innerJoin(agreements, eq(policies.agreementId, agreements.agreementId))
    .innerJoin(member, eq(member.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(agreements.policyholderNumber, viewer.customerNumber),
        eq(policies.customerNumber, customerNumber),
        eq(policies.role, 'M'),
        gt(member.birthDate, lastBirthDateAtAge(PRIVACY_AGE, onDay)),
      ),
    )
    .limit(1);
  return coInsured !== undefined;
}
