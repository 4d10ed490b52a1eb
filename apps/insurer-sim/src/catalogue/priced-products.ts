import type { PricedProduct } from '@mijn/domain';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { productPremiums, products } from '../db/schema/catalogue.ts';
import { policyProducts } from '../db/schema/policies.ts';

/**
 * The products each policy carries in a year, priced from the catalogue of that year. A product
 * without a premium row for the year is priced at 0 rather than left out, so cover never disappears.
 */
export async function pricedProductsByPolicy(
  db: InsurerDatabase,
  policyNumbers: readonly string[],
  year: number,
): Promise<Map<string, PricedProduct[]>> {
  const byPolicy = new Map<string, PricedProduct[]>();
  if (policyNumbers.length === 0) return byPolicy;
  const rows = await db
    .select({ policyNumber: policyProducts.policyNumber, product: products, premium: productPremiums })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .leftJoin(
      productPremiums,
      and(eq(productPremiums.productId, products.id), eq(productPremiums.year, year)),
    )
    .where(
      and(
        inArray(policyProducts.policyNumber, [...policyNumbers]),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    )
    .orderBy(asc(products.sortOrder));
  for (const { policyNumber, product, premium } of rows) {
    const list = byPolicy.get(policyNumber) ?? [];
    if (list.some((known) => known.code === product.code)) continue;
    list.push(pricedProduct(product, premium));
    byPolicy.set(policyNumber, list);
  }
  return byPolicy;
}

/** A catalogue product with its price of the year (0 without a price row, as above). */
function pricedProduct(
  product: typeof products.$inferSelect,
  premium: typeof productPremiums.$inferSelect | null,
): PricedProduct {
  return {
    code: product.code,
    name: product.name,
    type: product.type,
    monthlyPremiumCents: premium?.monthlyPremiumCents ?? 0,
    collectivityDiscountCents: premium?.collectivityDiscountCents ?? 0,
    voluntaryExcessCents: product.voluntaryExcessCents,
  };
}

export interface CatalogueEntry {
  product: typeof products.$inferSelect;
  priced: PricedProduct;
}

/** A label's whole catalogue priced for a year, in catalogue order: what a policy of that year may carry. */
export async function pricedCatalogue(
  db: InsurerDatabase,
  labelCode: string,
  year: number,
): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({ product: products, premium: productPremiums })
    .from(products)
    .leftJoin(
      productPremiums,
      and(eq(productPremiums.productId, products.id), eq(productPremiums.year, year)),
    )
    .where(eq(products.labelCode, labelCode))
    .orderBy(asc(products.sortOrder));
  return rows.map(({ product, premium }) => ({ product, priced: pricedProduct(product, premium) }));
}
