import type { CustomerDetails, CustomerSummary } from '@mijn/contract';
import { insurerToday, openOfferYear, yearOf } from '@mijn/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope, visibleCustomerNumbers } from '../../auth/customer-access.ts';
import { byUserThenFamily, customerSummary } from '../../core/customer-summary.ts';
import { customers, policies, policyProducts, products } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { detailsOf } from './customer-details.ts';

interface Cover {
  type: (typeof products.$inferSelect)['type'];
  startDate: string;
  endDate: string;
}

type Criterion = (
  policy: { startDate: string; endDate: string | null },
  covers: readonly Cover[],
  today: string,
) => boolean;

export function createCustomerService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  /** The customers the user may see (spec §6) whose policy meets the criterion. */
  async function customersWhere(auth: AccessAuth, criterion: Criterion): Promise<CustomerSummary[]> {
    const today = insurerToday(clock.now());
    const visible = [...(await visibleCustomerNumbers(db, auth, today))];
    const rows = await db
      .select({ policy: policies, customer: customers })
      .from(policies)
      .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
      .where(inArray(policies.customerNumber, visible))
      .orderBy(desc(policies.startDate));
    const covers = await db
      .select({
        policyNumber: policyProducts.policyNumber,
        type: products.type,
        startDate: policyProducts.startDate,
        endDate: policyProducts.endDate,
      })
      .from(policyProducts)
      .innerJoin(products, eq(products.id, policyProducts.productId))
      .where(
        inArray(
          policyProducts.policyNumber,
          rows.map((row) => row.policy.policyNumber),
        ),
      );
    const found = new Map<string, CustomerSummary>();
    for (const { policy, customer } of rows) {
      if (found.has(customer.customerNumber)) continue;
      const own = covers.filter((cover) => cover.policyNumber === policy.policyNumber);
      if (criterion(policy, own, today)) {
        found.set(customer.customerNumber, customerSummary(customer, policy.role, today));
      }
    }
    return [...found.values()].sort(byUserThenFamily(auth.user.customerNumber));
  }

  const coversYear = (covers: readonly Cover[], year: number) =>
    covers.some((cover) => cover.startDate <= `${year}-12-31` && cover.endDate >= `${year}-01-01`);
  const covering = (covers: readonly Cover[], day: string, type?: Cover['type']) =>
    covers.some(
      (cover) =>
        cover.startDate <= day && cover.endDate >= day && (type === undefined || cover.type === type),
    );

  return {
    /** Next year counts only with checkForOffer once its offer is open; later years never. */
    withPolicyForYear(auth: AccessAuth, year: number, checkForOffer: boolean) {
      return customersWhere(auth, (_policy, covers, today) => {
        const thisYear = yearOf(today);
        if (year > thisYear && !(checkForOffer && year === openOfferYear(today))) return false;
        return coversYear(covers, year);
      });
    },
    withActiveInsuranceCard: (auth: AccessAuth) =>
      customersWhere(auth, (_policy, covers, today) => covering(covers, today, 'MB')),
    withPolicy: (auth: AccessAuth) => customersWhere(auth, (_policy, covers) => covers.length > 0),
    withPolicyInPast: (auth: AccessAuth) =>
      customersWhere(auth, (_policy, covers, today) =>
        covers.some((cover) => cover.startDate < `${today.slice(0, 4)}-01-01`),
      ),
    withActivePolicy: (auth: AccessAuth) =>
      customersWhere(
        auth,
        (policy, covers, today) =>
          policy.startDate <= today &&
          (policy.endDate === null || policy.endDate >= today) &&
          covering(covers, today),
      ),

    async details(auth: AccessAuth, requested: string | undefined): Promise<CustomerDetails> {
      const today = insurerToday(clock.now());
      return detailsOf(db, await customerInScope(db, auth, today, requested), today);
    },

    /** The full BSN, for exactly whom `details` answers; whose it was, for the audit line. */
    async socialSecurityNumber(auth: AccessAuth, requested: string | undefined) {
      const customerNumber = await customerInScope(db, auth, insurerToday(clock.now()), requested);
      const [customer] = await db
        .select({ bsn: customers.bsn })
        .from(customers)
        .where(eq(customers.customerNumber, customerNumber));
      // customerInScope has let through only the user or a visible family member, who exist.
      if (!customer) throw new HttpError(403, serverMessages.forbidden);
      return { customerNumber, socialSecurityNumber: customer.bsn };
    },
  };
}
