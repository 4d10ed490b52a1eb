import { isYearVisible, personPremium, referenceDayFor } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, asc, eq } from 'drizzle-orm';
import { pricedProductsByPolicy } from '../catalogue/priced-products.ts';
import type { InsurerDatabase } from '../db/database.ts';
import { agreements, customers, policies } from '../db/schema/policies.ts';
import { mayView } from '../households/viewer-scope.ts';
import { policyRunsBetween } from './periods.ts';

type OfYear = InsurerPort['policies']['ofYear'];

/**
 * A person's policy in a year with its products and monthly premiums from the premium engine
 * (decision 0009): children under 18 are insured free and pay no excess. Next year's policies exist
 * before they are offered; they are shown from the offer date on.
 */
export async function policyOfYear(
  db: InsurerDatabase,
  { viewer, customerNumber, year, policyNumber, onDay }: Parameters<OfYear>[0],
): ReturnType<OfYear> {
  if (!(await mayView(db, viewer, customerNumber, onDay))) return refuse('not-in-household');
  if (!isYearVisible(year, onDay)) return null;
  const [found] = await db
    .select({ policy: policies, agreement: agreements, birthDate: customers.birthDate })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(policies.customerNumber, customerNumber),
        policyNumber ? eq(policies.policyNumber, policyNumber) : undefined,
        policyRunsBetween(`${year}-01-01`, `${year}-12-31`),
      ),
    )
    .orderBy(asc(policies.startDate))
    .limit(1);
  if (!found) return null;
  const { policy, agreement, birthDate } = found;
  const lines =
    (await pricedProductsByPolicy(db, [policy.policyNumber], year)).get(policy.policyNumber) ?? [];
  const premium = personPremium(lines, birthDate, referenceDayFor(year, onDay));
  return {
    policyNumber: policy.policyNumber,
    customerNumber,
    year,
    labelCode: agreement.labelCode,
    startsOn: policy.startDate > `${year}-01-01` ? policy.startDate : `${year}-01-01`,
    endsOn: policy.endDate,
    paymentTermMonths: agreement.paymentTermMonths,
    runsOnDay: policy.startDate <= onDay && (policy.endDate === null || policy.endDate >= onDay),
    // The mandatory-excess display line is the premium overview's, not a product the policy carries.
    products: premium.lines
      .filter((line) => !line.isMandatoryExcess)
      .map((line) => ({
        code: line.code,
        name: line.name,
        type: line.typeOfProduct,
        collectivityDiscount: line.collectivityDiscountAmount,
        netPremium: line.nettoPremium,
      })),
    totalDiscount: premium.totalDiscountAmount,
    totalNetPremium: premium.totalNettoPremium,
    excess: premium.excess,
  };
}
