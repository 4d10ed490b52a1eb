import { eq } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { policies } from '../db/schema/policies.ts';

/** Whether the person has a policy, past or present: a letter to them is printed under one. */
export async function hasAnyPolicy(db: InsurerDatabase, customerNumber: string): Promise<boolean> {
  const [policy] = await db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(eq(policies.customerNumber, customerNumber))
    .limit(1);
  return policy !== undefined;
}
