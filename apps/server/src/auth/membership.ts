import type { Role } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agreements, policies } from '../db/schema.ts';

export interface Membership {
  role: Role;
  labelCode: string;
  paymentMethod: string | null;
  excessPaymentMethod: string | null;
}

const isActiveOn = (day: string, p: { startDate: string; endDate: string | null }) =>
  p.startDate <= day && (p.endDate === null || p.endDate >= day);

/**
 * The customer's role and label come from their policy on an agreement: the one active today, else
 * the most recent. A policyholder without a policy of their own is still H on their agreement.
 */
export async function findMembership(db: Db, customerNumber: string, today: string): Promise<Membership> {
  const rows = await db
    .select({
      role: policies.role,
      startDate: policies.startDate,
      endDate: policies.endDate,
      labelCode: agreements.labelCode,
      paymentMethod: agreements.paymentMethod,
      excessPaymentMethod: agreements.excessPaymentMethod,
    })
    .from(policies)
    .innerJoin(agreements, eq(policies.agreementId, agreements.agreementId))
    .where(eq(policies.customerNumber, customerNumber));
  const ranked = [...rows].sort(
    (a, b) =>
      Number(isActiveOn(today, b)) - Number(isActiveOn(today, a)) || b.startDate.localeCompare(a.startDate),
  );
  const best = ranked[0];
  if (best) {
    const { role, labelCode, paymentMethod, excessPaymentMethod } = best;
    return { role, labelCode, paymentMethod, excessPaymentMethod };
  }
  const [held] = await db
    .select({
      labelCode: agreements.labelCode,
      paymentMethod: agreements.paymentMethod,
      excessPaymentMethod: agreements.excessPaymentMethod,
    })
    .from(agreements)
    .where(eq(agreements.policyholderNumber, customerNumber))
    .limit(1);
  if (held) return { role: 'H', ...held };
  return { role: 'M', labelCode: 'default', paymentMethod: null, excessPaymentMethod: null };
}
