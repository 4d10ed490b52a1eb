import { insurerToday } from '@mijn/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { financialSummary } from '../../core/consumption.ts';
import { policyRunsOn } from '../../core/policy-periods.ts';
import { isYearVisible } from '../../core/premiums/offer-year.ts';
import type { Db } from '../../db/client.ts';
import { policies } from '../../db/schema.ts';
import { policyInfoForYear } from './policy-info.ts';

/**
 * The policy a customer has today, the read of every home screen: built once and prepared on each
 * pooled connection, so neither drizzle nor PostgreSQL builds and plans it again (decision 0067).
 */
function activePolicyNumberQuery(db: Db) {
  return db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .where(
      and(
        eq(policies.customerNumber, sql.placeholder('customerNumber')),
        policyRunsOn(sql.placeholder('today')),
      ),
    )
    .orderBy(desc(policies.startDate))
    .limit(1)
    .prepare('active_policy_number');
}

export function createPolicyService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const activePolicyNumber = activePolicyNumberQuery(db);
  return {
    async getActivePolicyNumber(auth: AccessAuth, requested: string | undefined) {
      const today = insurerToday(clock.now());
      const customerNumber = await customerInScope(db, auth, today, requested);
      const [active] = await activePolicyNumber.execute({ customerNumber, today });
      return { policyNumber: active?.policyNumber ?? null };
    },

    async getFinancialSummary(auth: AccessAuth, requested: string, year: number) {
      const today = insurerToday(clock.now());
      const customerNumber = await customerInScope(db, auth, today, requested);
      return financialSummary(db, customerNumber, year, today);
    },

    /** The excess display of spec §9: the total (385 plus voluntary) and what is left of it. */
    async getExcess(auth: AccessAuth, requested: string, year: number) {
      const { excess } = await this.getFinancialSummary(auth, requested, year);
      return { amountTotal: excess.total, amountRemaining: excess.remaining };
    },

    async getPolicyInfoForYear(
      auth: AccessAuth,
      query: { customerNumber?: string | undefined; year: number; policyNumber?: string | undefined },
    ) {
      const today = insurerToday(clock.now());
      const customerNumber = await customerInScope(db, auth, today, query.customerNumber);
      // Next year's policies exist before they are offered; they are shown from the offer date on.
      if (!isYearVisible(query.year, today)) return null;
      return policyInfoForYear(db, {
        customerNumber,
        year: query.year,
        policyNumber: query.policyNumber,
        today,
      });
    },
  };
}
