import type { IsoDate } from '@mijn/domain';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { customers, policies } from '../db/schema/policies.ts';

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
    .where(
      and(
        eq(policies.customerNumber, customerNumber),
        lte(policies.startDate, day),
        or(isNull(policies.endDate), gte(policies.endDate, day)),
      ),
    )
    .limit(1);
  return insured;
}
