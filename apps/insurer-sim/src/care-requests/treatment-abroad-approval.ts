import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { treatmentAbroadRequests } from '../db/schema/treatment-abroad.ts';

/**
 * The treatment-abroad request approved without conditions that covers `day` in the country for
 * the customer, or null: care abroad with such prior approval is paid in full, not only up to the
 * Dutch rate (decision 0056), as an approved seated-transport request makes a trip payable.
 */
export async function approvedTreatmentAbroadOn(
  db: InsurerDatabase,
  customerNumber: string,
  countryCode: string,
  day: string,
): Promise<{ requestId: string; reference: string } | null> {
  const [approval] = await db
    .select({ requestId: treatmentAbroadRequests.id, reference: treatmentAbroadRequests.reference })
    .from(treatmentAbroadRequests)
    .where(
      and(
        eq(treatmentAbroadRequests.customerNumber, customerNumber),
        eq(treatmentAbroadRequests.countryCode, countryCode),
        eq(treatmentAbroadRequests.status, 'approved'),
        lte(treatmentAbroadRequests.startDate, day),
        gte(treatmentAbroadRequests.endDate, day),
      ),
    )
    .orderBy(desc(treatmentAbroadRequests.endDate))
    .limit(1);
  return approval ?? null;
}
