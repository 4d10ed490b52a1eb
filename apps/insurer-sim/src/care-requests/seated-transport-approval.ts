import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { seatedTransportRequests } from '../db/schema/seated-transport.ts';

export type SeatedTransportApproval = {
  requestId: string;
  situationType: string;
  startDate: string;
  endDate: string;
};

/**
 * The approved seated patient transport request that covers `day` (yyyy-MM-dd) for the customer, or
 * null: a transport claim is only reimbursed with prior approval for the day of the trip (spec §6).
 */
export async function approvedSeatedTransportOn(
  db: InsurerDatabase,
  customerNumber: string,
  day: string,
): Promise<SeatedTransportApproval | null> {
  const [approval] = await db
    .select({
      requestId: seatedTransportRequests.id,
      situationType: seatedTransportRequests.situationType,
      startDate: seatedTransportRequests.startDate,
      endDate: seatedTransportRequests.endDate,
    })
    .from(seatedTransportRequests)
    .where(
      and(
        eq(seatedTransportRequests.customerNumber, customerNumber),
        eq(seatedTransportRequests.status, 'approved'),
        lte(seatedTransportRequests.startDate, day),
        gte(seatedTransportRequests.endDate, day),
      ),
    )
    .orderBy(desc(seatedTransportRequests.endDate))
    .limit(1);
  return approval ?? null;
}
