import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { isoDay } from '../../clock.ts';
import { policies } from '../../db/schema.ts';

export function createPolicyService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async getActivePolicyNumber(auth: AccessAuth, requested: string | undefined) {
      const today = isoDay(clock.now());
      const customerNumber = await customerInScope(db, auth, today, requested);
      const [active] = await db
        .select({ policyNumber: policies.policyNumber })
        .from(policies)
        .where(
          and(
            eq(policies.customerNumber, customerNumber),
            lte(policies.startDate, today),
            or(isNull(policies.endDate), gte(policies.endDate, today)),
          ),
        )
        .orderBy(desc(policies.startDate))
        .limit(1);
      return { policyNumber: active?.policyNumber ?? null };
    },
  };
}
