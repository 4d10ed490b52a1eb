import type { DigitalInsuranceCardInformation } from '@mijn/contract';
import { familyName, formalName } from '@mijn/domain';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import { policyRunsOn } from '../../core/policy-periods.ts';
import type { Db } from '../../db/client.ts';
import { agreements, customers, labels, policies, policyProducts, products } from '../../db/schema.ts';

/** Dutch EHIC numbers start with the country code 80528. */
const EHIC_PREFIX = '80528';

/**
 * The digital card of each customer the user may see who is insured today. The EHIC is on the back
 * of the card of everyone with basic insurance; it runs to the end of the policy or of the year.
 */
export async function digitalCards(
  db: Db,
  auth: AccessAuth,
  today: string,
): Promise<DigitalInsuranceCardInformation[]> {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
  const rows = await db
    .select({ customer: customers, policy: policies, label: labels })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .innerJoin(agreements, eq(agreements.agreementId, policies.agreementId))
    .innerJoin(labels, eq(labels.code, agreements.labelCode))
    .where(and(inArray(policies.customerNumber, visible), policyRunsOn(today)));
  const basicHolders = new Set(
    (
      await db
        .select({ policyNumber: policyProducts.policyNumber })
        .from(policyProducts)
        .innerJoin(products, eq(products.id, policyProducts.productId))
        .where(
          and(
            inArray(
              policyProducts.policyNumber,
              rows.map((row) => row.policy.policyNumber),
            ),
            eq(products.type, 'MB'),
            lte(policyProducts.startDate, today),
            gte(policyProducts.endDate, today),
          ),
        )
    ).map((row) => row.policyNumber),
  );
  const yearEnd = `${today.slice(0, 4)}-12-31`;
  const ownFirst = (a: { customer: { customerNumber: string } }) =>
    a.customer.customerNumber === auth.user.customerNumber ? 0 : 1;
  return [...rows]
    .sort((a, b) => ownFirst(a) - ownFirst(b) || a.customer.birthDate.localeCompare(b.customer.birthDate))
    .map(({ customer, policy, label }) => {
      const hasEHIC = basicHolders.has(policy.policyNumber);
      return {
        customerNumber: customer.customerNumber,
        uzoviCode: label.uzoviCode,
        uzoviDescription: label.brandName,
        hasEHIC,
        ehic: hasEHIC
          ? {
              lastName: familyName(customer),
              givenNames: customer.firstName,
              birthDate: customer.birthDate,
              personalIdentificationNumber: customer.bsn,
              institutionIdentification: `${label.uzoviCode} - ${label.brandName}`,
              cardIdentificationNumber: `${EHIC_PREFIX}${label.uzoviCode}${policy.policyNumber.slice(1)}`,
              expiryDate: policy.endDate && policy.endDate < yearEnd ? policy.endDate : yearEnd,
            }
          : null,
        insuranceCard: {
          name: formalName(customer),
          birthDate: customer.birthDate,
          policyNumber: policy.policyNumber,
          uzoviCode: label.uzoviCode,
        },
      };
    });
}
