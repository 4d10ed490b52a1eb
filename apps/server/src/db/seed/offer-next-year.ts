import { insurerYear } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { policies, policyProducts } from '../schema.ts';
import { firstDayOfYear, lastDayOfYear } from './calendar.ts';

/**
 * Next year's offer: every policy still running at the end of this year gets the same products for
 * next year (the insurer offers the cover unchanged, at next year's premiums). The rows always exist;
 * whether a customer sees them is the offer-year rule of @mijn/domain (from 1 November).
 */
export async function seedOfferNextYear(db: Db, todayInstant: Date): Promise<void> {
  const thisYear = insurerYear(todayInstant);
  const running = await db
    .select({
      policyNumber: policyProducts.policyNumber,
      productId: policyProducts.productId,
      policyEnd: policies.endDate,
    })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .where(and(eq(policyProducts.endDate, lastDayOfYear(thisYear))));
  const offered = running.filter((row) => row.policyEnd === null || row.policyEnd > lastDayOfYear(thisYear));
  if (offered.length === 0) return;
  await db.insert(policyProducts).values(
    offered.map((row) => ({
      policyNumber: row.policyNumber,
      productId: row.productId,
      startDate: firstDayOfYear(thisYear + 1),
      endDate: lastDayOfYear(thisYear + 1),
    })),
  );
}
