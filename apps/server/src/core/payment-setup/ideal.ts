import { and, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreements, policies, scheduledPaymentChanges } from '../../db/schema.ts';

/**
 * Whether someone is insured on an agreement that is paid by iDEAL, or will be once a scheduled
 * change starts (premium or excess): spec §4 allows no paper post with iDEAL.
 */
export async function paysByIdeal(db: Db, customerNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ agreementId: agreements.agreementId })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .where(
      and(
        eq(policies.customerNumber, customerNumber),
        or(
          eq(agreements.paymentMethod, 'iDeal'),
          eq(agreements.excessPaymentMethod, 'iDeal'),
          exists(
            db
              .select({ agreementId: scheduledPaymentChanges.agreementId })
              .from(scheduledPaymentChanges)
              .where(
                and(
                  eq(scheduledPaymentChanges.agreementId, agreements.agreementId),
                  eq(scheduledPaymentChanges.paymentMethod, 'iDeal'),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
