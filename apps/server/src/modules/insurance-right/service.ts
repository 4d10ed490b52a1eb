import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, insuranceRightChecks } from '../../db/schema.ts';

/**
 * Whether the customer must show their insurance right again: the recorded state when there is one,
 * else required for everyone living outside the Netherlands (until they submit the check).
 */
export async function insuranceRightState(
  db: Db,
  customerNumber: string,
): Promise<{ isCheckRequired: boolean }> {
  const [recorded] = await db
    .select({ isCheckRequired: insuranceRightChecks.isCheckRequired })
    .from(insuranceRightChecks)
    .where(eq(insuranceRightChecks.customerNumber, customerNumber));
  if (recorded) return recorded;
  const [customer] = await db
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return { isCheckRequired: customer !== undefined && customer.country !== 'NL' };
}
