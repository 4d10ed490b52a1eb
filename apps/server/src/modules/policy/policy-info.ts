import type { PolicyInfo } from '@mijn/contract';
import { ADULT_AGE, ageOn, MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  customers,
  labels,
  policies,
  policyProducts,
  productPremiums,
  products,
} from '../../db/schema.ts';

/**
 * A customer's policy in a year with its products and monthly premiums. Children under 18 are
 * insured free and pay no excess, so their premiums and excess are 0.
 */
export async function policyInfoForYear(
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
        lte(policies.startDate, `${year}-12-31`),
        or(isNull(policies.endDate), gte(policies.endDate, `${year}-01-01`)),
      ),
    )
    .orderBy(asc(policies.startDate))
    .limit(1);
  if (!found) return null;
  const { policy, agreement, label, birthDate } = found;
  const lines = await db
    .select({ product: products, premium: productPremiums })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .leftJoin(
      productPremiums,
      and(eq(productPremiums.productId, products.id), eq(productPremiums.year, year)),
    )
    .where(
      and(
        eq(policyProducts.policyNumber, policy.policyNumber),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    )
    .orderBy(asc(products.sortOrder));
  const referenceDay = today < `${year}-12-31` ? today : `${year}-12-31`;
  const isAdult = ageOn(birthDate, referenceDay) >= ADULT_AGE;
  const productLines = lines.map(({ product, premium }) => {
    const discount = isAdult ? (premium?.collectivityDiscountCents ?? 0) : 0;
    return {
      code: product.code,
      name: product.name,
      typeOfProduct: product.type,
      collectivityDiscountAmount: discount,
      nettoPremium: isAdult ? (premium?.monthlyPremiumCents ?? 0) - discount : 0,
    };
  });
  const hasBasic = lines.some(({ product }) => product.type === 'MB');
  const mandatory = isAdult && hasBasic ? MANDATORY_EXCESS_CENTS : 0;
  const voluntary = isAdult
    ? Math.max(
        0,
        ...lines
          .filter(({ product }) => product.type === 'OW')
          .map(({ product }) => product.voluntaryExcessCents ?? 0),
      )
    : 0;
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
    totalDiscountAmount: productLines.reduce((sum, line) => sum + line.collectivityDiscountAmount, 0),
    totalNettoPremium: productLines.reduce((sum, line) => sum + line.nettoPremium, 0),
    excess: { mandatory, voluntary, total: mandatory + voluntary },
  };
}
