import { reimbursementDocumentId, reimbursementDocumentKindsOf } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { products } from '../db/schema/catalogue.ts';
import { policies, policyProducts } from '../db/schema/policies.ts';
import { visibleTo } from '../households/viewer-scope.ts';

type GenericOfYear = InsurerPort['documents']['genericOfYear'];

/**
 * A collectivity's documents of a year (spec §7 GetGenericDocumentList): the conditions and cover
 * overview of every product on a policy the viewer may see that year, in the catalogue's order.
 */
export async function genericOfYear(
  db: InsurerDatabase,
  { viewer, onDay, year }: Parameters<GenericOfYear>[0],
): ReturnType<GenericOfYear> {
  const visible = [...(await visibleTo(db, viewer, onDay))];
  const rows = await db
    .select({ product: products, customerNumber: policies.customerNumber })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        inArray(policies.customerNumber, visible),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    )
    .orderBy(asc(products.labelCode), asc(products.sortOrder), asc(policies.customerNumber));
  const byProduct = new Map<string, { product: (typeof rows)[number]['product']; customers: Set<string> }>();
  for (const row of rows) {
    const entry = byProduct.get(row.product.id) ?? { product: row.product, customers: new Set<string>() };
    entry.customers.add(row.customerNumber);
    byProduct.set(row.product.id, entry);
  }
  return [...byProduct.values()].flatMap(({ product, customers }) =>
    reimbursementDocumentKindsOf(product.type).map((kind) => ({
      documentId: reimbursementDocumentId(kind, product.labelCode, product.code, year),
      kind,
      year,
      labelCode: product.labelCode,
      product: { code: product.code, name: product.name, type: product.type },
      customerNumbers: [...customers],
    })),
  );
}
