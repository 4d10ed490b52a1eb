import type { GenericDocument } from '@mijn/contract';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import { brandOf } from '../../core/documents/brand.ts';
import { renderPolicyConditions } from '../../core/documents/policy-conditions-pdf.ts';
import {
  reimbursementDocumentId,
  reimbursementDocumentKindsOf,
  reimbursementDocumentName,
} from '../../core/documents/reimbursement-documents.ts';
import type { Db } from '../../db/client.ts';
import { policies, policyProducts, products } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/**
 * Reimbursement documents of a year (spec §7 GetGenericDocumentList): the policy conditions and the
 * cover overview of every product on a policy the user may see that year; the voluntary excess has
 * conditions only. Ordered as the catalogue orders its products.
 */
export async function genericDocumentList(
  db: Db,
  auth: AccessAuth,
  today: string,
  year: number,
): Promise<GenericDocument[]> {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
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
  return [...byProduct.values()].flatMap(({ product, customers }) => {
    return reimbursementDocumentKindsOf(product.type).map((kind) => {
      const name = reimbursementDocumentName(kind, product.name, year);
      return {
        documentID: reimbursementDocumentId(kind, product.labelCode, product.code, year),
        name,
        documentName: `${name}.pdf`,
        extension: 'pdf',
        docType: kind,
        year,
        productCode: product.code,
        productName: product.name,
        productType: product.type,
        label: product.labelCode,
        customerNumbers: [...customers],
      };
    });
  });
}

const GENERIC_ID = /^(policyConditions|coverOverview)\.([a-z0-9]+)\.([A-Za-z0-9_-]+)\.(\d{4})$/;

/** The PDF of a reimbursement document of the user's, or null when the id is not one of theirs. */
export async function genericDocumentPdf(
  db: Db,
  storage: FileStorage,
  auth: AccessAuth,
  today: string,
  documentId: string,
): Promise<{ data: Buffer; fileName: string } | null> {
  const match = GENERIC_ID.exec(documentId);
  if (!match) return null;
  const year = Number(match[4]);
  const document = (await genericDocumentList(db, auth, today, year)).find(
    (candidate) => candidate.documentID === documentId,
  );
  if (!document) return null;
  const key = `generic/${documentId.replaceAll('.', '_')}.pdf`;
  const stored = await storage.get(key);
  if (stored) return { data: stored, fileName: document.documentName };
  const pdf = await renderPolicyConditions(
    {
      brand: await brandOf(db, { code: document.label }),
      title: document.name,
      kind: document.docType,
      product: { code: document.productCode, name: document.productName, type: document.productType },
      year,
    },
    new Date(`${year}-01-01T08:00:00Z`),
  );
  await storage.put(key, pdf);
  return { data: pdf, fileName: document.documentName };
}
