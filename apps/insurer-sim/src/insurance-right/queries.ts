import type { InsurerAreas } from '@mijn/insurer';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { InsurerDatabase } from '../db/database.ts';
import { insuranceRightRequests } from '../db/schema/insurance-right.ts';
import { customers, insuranceRightChecks } from '../db/schema/policies.ts';

export type InsuranceRightState = z.output<InsurerAreas['insuranceRight']['operations']['state']['output']>;

/**
 * Where the person's insurance right stands. A check waiting for the decision is not required
 * again; otherwise the recorded state holds when there is one, else the check is required of
 * everyone living outside the Netherlands.
 */
export async function insuranceRightState(
  db: InsurerDatabase,
  { customerNumber }: { customerNumber: string },
): Promise<InsuranceRightState> {
  const [latest] = await db
    .select({
      status: insuranceRightRequests.status,
      sentOn: insuranceRightRequests.sentOn,
      decidedOn: insuranceRightRequests.decidedOn,
    })
    .from(insuranceRightRequests)
    .where(eq(insuranceRightRequests.customerNumber, customerNumber))
    .orderBy(desc(insuranceRightRequests.createdAt))
    .limit(1);
  const check = latest ?? null;
  if (check?.status === 'pending') return { isCheckRequired: false, check };
  const [recorded] = await db
    .select({ isCheckRequired: insuranceRightChecks.isCheckRequired })
    .from(insuranceRightChecks)
    .where(eq(insuranceRightChecks.customerNumber, customerNumber));
  if (recorded) return { isCheckRequired: recorded.isCheckRequired, check };
  const [customer] = await db
    .select({ country: customers.country })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return { isCheckRequired: customer !== undefined && customer.country !== 'NL', check };
}
