import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, policies, policyProducts, products } from '../../db/schema.ts';
import { policyRunsBetween } from '../../insurer/legacy/policy-periods.ts';
import type { InsuredInYear } from './target-cover.ts';

/** The insured of an agreement whose policy runs between two days, with the products carried then. */
export async function insuredBetween(
  db: Db,
  agreementId: number,
  from: string,
  to: string,
): Promise<InsuredInYear[]> {
  const people = await db
    .select({
      policyNumber: policies.policyNumber,
      customerNumber: policies.customerNumber,
      role: policies.role,
      firstName: customers.firstName,
      birthDate: customers.birthDate,
      policyStart: policies.startDate,
      policyEnd: policies.endDate,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(and(eq(policies.agreementId, agreementId), policyRunsBetween(from, to)))
    .orderBy(asc(policies.startDate), asc(customers.birthDate));
  const lines = await db
    .select({ policyNumber: policyProducts.policyNumber, product: products })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        inArray(
          policyProducts.policyNumber,
          people.map((person) => person.policyNumber),
        ),
        lte(policyProducts.startDate, to),
        gte(policyProducts.endDate, from),
      ),
    );
  return people.map((person) => ({
    ...person,
    products: lines.filter((line) => line.policyNumber === person.policyNumber).map((line) => line.product),
  }));
}
