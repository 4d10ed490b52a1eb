import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { policies } from '../db/schema/policies.ts';

/**
 * The policy a customer has on a day, the read behind every home screen: built once and prepared on
 * each pooled connection, so neither drizzle nor PostgreSQL builds and plans it again (decision 0067).
 */
export function prepareActivePolicyNumber(db: InsurerDatabase) {
  const onDay = sql.placeholder('onDay');
  const statement = db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(
      and(
        eq(policies.customerNumber, sql.placeholder('customerNumber')),
        lte(policies.startDate, onDay),
        or(isNull(policies.endDate), gte(policies.endDate, onDay)),
      ),
    )
    .orderBy(desc(policies.startDate))
    .limit(1)
    .prepare('active_policy_number');
  return async (input: { customerNumber: string; onDay: string }) =>
    (await statement.execute(input))[0]?.policyNumber ?? null;
}
