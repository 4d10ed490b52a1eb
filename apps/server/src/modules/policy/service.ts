import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { financialSummary } from '../../core/consumption.ts';
import { isYearVisible } from '../../core/premiums/offer-year.ts';
import { createActivePolicyNumbers } from './active-policy-numbers.ts';
import { policyInfoForYear } from './policy-info.ts';

export async function createPolicyService({
  db,
  clock,
  notices,
}: Pick<AppContext, 'db' | 'clock' | 'notices'>) {
  const activePolicyNumber = await createActivePolicyNumbers(db, notices);
  return {
    async getActivePolicyNumber(auth: AccessAuth, requested: string | undefined) {
      const today = insurerToday(clock.now());
      const customerNumber = await customerInScope(db, auth, today, requested);
      return { policyNumber: await activePolicyNumber(customerNumber, today) };
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
