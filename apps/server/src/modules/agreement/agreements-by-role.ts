import type { AgreementOfRole, agreementFilters } from '@mijn/contract';
import type { Role } from '@mijn/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { agreements, labels, policies } from '../../db/schema.ts';

type AgreementFilter = (typeof agreementFilters)[number];

const hasEnded = (endDate: string | null, today: string) => endDate !== null && endDate < today;

/**
 * The agreements on which the user has a role (spec §7 GetAgreementsByRoleAndFilter). Role H means
 * the agreements the user holds: only those show payment details, so a partner or co-insured asking
 * for them gets an empty list (spec §6).
 */
export async function agreementsByRole(
  db: Db,
  auth: AccessAuth,
  role: Role,
  filters: readonly AgreementFilter[],
  today: string,
): Promise<AgreementOfRole[]> {
  const user = auth.user.customerNumber;
  const rows = await db
    .selectDistinct({ agreement: agreements, collectivity: labels.collectivityName })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(labels, eq(labels.code, agreements.labelCode))
    .where(
      and(
        eq(policies.customerNumber, user),
        eq(policies.role, role),
        role === 'H' ? eq(agreements.policyholderNumber, user) : undefined,
      ),
    )
    .orderBy(asc(agreements.agreementId));
  const keeps: Record<AgreementFilter, (endDate: string | null) => boolean> = {
    active: (endDate) => !hasEnded(endDate, today),
    ended: (endDate) => hasEnded(endDate, today),
  };
  return rows
    .filter(({ agreement }) => filters.every((filter) => keeps[filter](agreement.endDate)))
    .map(({ agreement, collectivity }) => ({
      agreementId: agreement.agreementId,
      agreementIdNumber: String(agreement.agreementId),
      contractCode: agreement.contractCode,
      collectivity,
      role,
      startDate: agreement.startDate,
      endDate: agreement.endDate,
      hasAgreementEnded: hasEnded(agreement.endDate, today),
    }));
}
