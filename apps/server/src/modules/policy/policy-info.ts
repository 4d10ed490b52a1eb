import type { contract, EndpointRequest, EndpointResponse, PolicyInfo } from '@mijn/contract';
import { insurerToday, isYearVisible, personPremium, referenceDayFor } from '@mijn/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { agreements, customers, labels, policies } from '../../db/schema.ts';
import { pricedProductsByPolicy } from '../../insurer/legacy/catalogue.ts';
import { policyRunsBetween } from '../../insurer/legacy/policy-periods.ts';

type GetPolicyInfoForYear = typeof contract.policy.getPolicyInfoForYear;

/** The policy of the user, or of a person they act for, in a year; null before the year is offered. */
export async function getPolicyInfoForYear(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetPolicyInfoForYear>['query'],
): Promise<EndpointResponse<GetPolicyInfoForYear>> {
  const today = insurerToday(clock.now());
  const customerNumber = await customerInScope(db, auth, today, query.customerNumber);
  // Next year's policies exist before they are offered; they are shown from the offer date on.
  if (!isYearVisible(query.year, today)) return null;
  return policyInfoForYear(db, { customerNumber, year: query.year, policyNumber: query.policyNumber, today });
}

/**
 * A customer's policy in a year with its products and monthly premiums from the premium engine
 * (decision 0009): children under 18 are insured free and pay no excess.
 */
async function policyInfoForYear(
  db: Db,
  request: { customerNumber: string; year: number; policyNumber: string | undefined; today: string },
): Promise<PolicyInfo | null> {
  const { customerNumber, year, today } = request;
  const [found] = await db
    .select({ policy: policies, agreement: agreements, label: labels, birthDate: customers.birthDate })
    .from(policies)
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(labels, eq(labels.code, agreements.labelCode))
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(
      and(
        eq(policies.customerNumber, customerNumber),
        request.policyNumber ? eq(policies.policyNumber, request.policyNumber) : undefined,
        policyRunsBetween(`${year}-01-01`, `${year}-12-31`),
      ),
    )
    .orderBy(asc(policies.startDate))
    .limit(1);
  if (!found) return null;
  const { policy, agreement, label, birthDate } = found;
  const lines =
    (await pricedProductsByPolicy(db, [policy.policyNumber], year)).get(policy.policyNumber) ?? [];
  const premium = personPremium(lines, birthDate, referenceDayFor(year, today));
  // The home tiles read the products the policy carries; the mandatory-excess display line is the overview's.
  const productLines = premium.lines
    .filter((line) => !line.isMandatoryExcess)
    .map(({ code, name, typeOfProduct, collectivityDiscountAmount, nettoPremium }) => ({
      code,
      name,
      typeOfProduct,
      collectivityDiscountAmount,
      nettoPremium,
    }));
  return {
    policyNumber: policy.policyNumber,
    customerNumber,
    year,
    subContractName: label.collectivityName,
    startDate: policy.startDate > `${year}-01-01` ? policy.startDate : `${year}-01-01`,
    endDate: policy.endDate,
    paymentTerm: agreement.paymentTermMonths,
    isActive: policy.startDate <= today && (policy.endDate === null || policy.endDate >= today),
    products: productLines,
    totalDiscountAmount: premium.totalDiscountAmount,
    totalNettoPremium: premium.totalNettoPremium,
    excess: premium.excess,
  };
}
