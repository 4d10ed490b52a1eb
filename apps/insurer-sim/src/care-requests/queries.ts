import type { IsoDate } from '@mijn/domain';
import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { agreements, customers, policies } from '../db/schema/policies.ts';

/** A policy that runs on the day; an open end runs on. */
const runsOn = (day: IsoDate) =>
  and(lte(policies.startDate, day), or(isNull(policies.endDate), gte(policies.endDate, day)));

/** The person's birth date when a policy of theirs runs on the day; undefined when none does. */
export async function insuredOn(
  db: InsurerDatabase,
  customerNumber: string,
  day: IsoDate,
): Promise<{ birthDate: IsoDate } | undefined> {
  const [insured] = await db
    .select({ birthDate: customers.birthDate })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(and(eq(policies.customerNumber, customerNumber), runsOn(day)))
    .limit(1);
  return insured;
}

/** The patient, and the policy that runs on the day with its label and contract (the latest started). */
export async function policyOn(db: InsurerDatabase, customerNumber: string, day: IsoDate) {
  const [insured] = await db
    .select({
      patient: customers,
      policyNumber: policies.policyNumber,
      labelCode: agreements.labelCode,
      contractCode: agreements.contractCode,
    })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(and(eq(policies.customerNumber, customerNumber), runsOn(day)))
    .orderBy(desc(policies.startDate))
    .limit(1);
  return insured;
}
