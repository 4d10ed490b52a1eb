import { and, eq, gte, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { products } from '../db/schema/catalogue.ts';
import { customers, policies, policyProducts } from '../db/schema/policies.ts';

/**
 * The products a customer carries on any day of a calendar year, with their periods, and their
 * birth date: what claims are paid from and what a year's consumption is measured against.
 * Undefined for a customer the insurer does not know.
 */
export async function productsInYear(db: InsurerDatabase, customerNumber: string, year: number) {
  const [customer] = await db
    .select({ birthDate: customers.birthDate })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  if (!customer) return undefined;
  const rows = await db
    .select({
      type: products.type,
      startDate: policyProducts.startDate,
      endDate: policyProducts.endDate,
      yearlyMaximumCents: products.yearlyMaximumCents,
      voluntaryExcessCents: products.voluntaryExcessCents,
    })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        eq(policies.customerNumber, customerNumber),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    );
  return { birthDate: customer.birthDate, products: rows };
}
