import { premiumPeriodEnd } from '@mijn/domain';
import { and, countDistinct, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, policies } from '../../db/schema.ts';
import type { PremiumAgreement } from './premium-invoice.ts';

/**
 * The people insured on the agreement in a period whose account has paper post when the period is
 * invoiced: the choice then made is what the period is charged for (spec §9, decision 0042), like
 * every change before the 10th.
 */
export async function peopleOnPaperPost(
  db: Db,
  agreement: Pick<PremiumAgreement, 'agreementId' | 'paymentTermMonths'>,
  periodStart: string,
): Promise<number> {
  const periodEnd = premiumPeriodEnd(periodStart, agreement.paymentTermMonths);
  const [row] = await db
    .select({ people: countDistinct(policies.customerNumber) })
    .from(policies)
    .innerJoin(accounts, eq(accounts.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(policies.agreementId, agreement.agreementId),
        eq(accounts.digitalPost, false),
        lte(policies.startDate, periodEnd),
        or(isNull(policies.endDate), gte(policies.endDate, periodStart)),
      ),
    );
  return row?.people ?? 0;
}
