import { eq, inArray } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { agreements, customers, labels, policies } from '../../db/schema.ts';

export interface Participation {
  agreement: typeof agreements.$inferSelect;
  label: typeof labels.$inferSelect;
  isPolicyholder: boolean;
  /** The policies the user may see on this agreement: all for the policyholder, else only their own. */
  policies: { policy: typeof policies.$inferSelect; customer: typeof customers.$inferSelect }[];
}

/**
 * The agreements a user takes part in. The policyholder pays the premium of everyone on the
 * agreement and sees them all; a partner or co-insured sees only their own participation (decision 0009).
 */
export async function participationsOf(db: Db, auth: AccessAuth): Promise<Participation[]> {
  const user = auth.user.customerNumber;
  const rows = await db
    .select({ agreement: agreements, label: labels, policy: policies, customer: customers })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(labels, eq(labels.code, agreements.labelCode))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(
      inArray(
        policies.agreementId,
        // A union, not one OR across the join: each half finds its agreements through an index.
        db
          .select({ id: policies.agreementId })
          .from(policies)
          .where(eq(policies.customerNumber, user))
          .union(
            db
              .select({ id: agreements.agreementId })
              .from(agreements)
              .where(eq(agreements.policyholderNumber, user)),
          ),
      ),
    );
  const byAgreement = new Map<number, Participation>();
  for (const row of rows) {
    const isPolicyholder = row.agreement.policyholderNumber === user;
    if (!isPolicyholder && row.policy.customerNumber !== user) continue;
    const participation = byAgreement.get(row.agreement.agreementId) ?? {
      agreement: row.agreement,
      label: row.label,
      isPolicyholder,
      policies: [],
    };
    participation.policies.push({ policy: row.policy, customer: row.customer });
    byAgreement.set(row.agreement.agreementId, participation);
  }
  return [...byAgreement.values()].sort((a, b) => a.agreement.agreementId - b.agreement.agreementId);
}

export const overlapsYear = (period: { startDate: string; endDate: string | null }, year: number): boolean =>
  period.startDate <= `${year}-12-31` && (period.endDate === null || period.endDate >= `${year}-01-01`);

/** A period clipped to a calendar year. */
export function withinYear(
  period: { startDate: string; endDate: string | null },
  year: number,
): { startDate: string; endDate: string } {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  return {
    startDate: period.startDate > first ? period.startDate : first,
    endDate: period.endDate !== null && period.endDate < last ? period.endDate : last,
  };
}
