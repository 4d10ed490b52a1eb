import { formalName, yearOf } from '@mijn/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { brandOf } from '../../core/documents/brand.ts';
import { renderLetter } from '../../core/documents/letter-pdf.ts';
import type { Db } from '../../db/client.ts';
import { type customers, documents, policyProducts, products } from '../../db/schema.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { letterParagraphs } from './letter-text.ts';

const PRODUCT_TYPE_NAMES: Record<string, string> = {
  MB: 'Basisverzekering',
  AP: 'Aanvullend',
  XA: 'Aanvullend',
  AE: 'Aanvullend',
  KL: 'Aanvullend',
  ER: 'Aanvullend',
  TA: 'Tandarts',
  OW: 'Vrijwillig eigen risico',
};

/** The products on a policy in a year: the table of a policy schedule (polisblad). */
async function scheduleRows(db: Db, policyNumber: string, year: number): Promise<[string, string][]> {
  const rows = await db
    .select({ name: products.name, type: products.type })
    .from(policyProducts)
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        eq(policyProducts.policyNumber, policyNumber),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    )
    .orderBy(asc(products.sortOrder));
  return rows.map((row) => [row.name, PRODUCT_TYPE_NAMES[row.type] ?? row.type]);
}

/**
 * The PDF of a message-box document: from storage when it was made before, else generated in the
 * label's branding, stored, and its key remembered on the document.
 */
export async function documentPdf(
  db: Db,
  storage: FileStorage,
  document: typeof documents.$inferSelect,
  customer: typeof customers.$inferSelect,
): Promise<Buffer> {
  if (document.storageKey) {
    const stored = await storage.get(document.storageKey);
    if (stored) return stored;
  }
  const brand = await brandOf(db, { code: document.labelCode });
  const name = formalName(customer);
  const house = [customer.houseNumber, customer.houseNumberAddition].filter(Boolean).join('');
  const year = yearOf(document.publicationDate);
  const details: [string, string][] = [['Klantnummer', customer.customerNumber]];
  if (document.policyNumber) details.push(['Polisnummer', document.policyNumber]);
  const table =
    document.docType === 'Polisblad' && document.policyNumber
      ? {
          header: [`Uw verzekeringen in ${year}`, 'Soort'] as [string, string],
          rows: await scheduleRows(db, document.policyNumber, year),
        }
      : undefined;
  const pdf = await renderLetter(
    {
      brand,
      title: document.name,
      publicationDate: document.publicationDate,
      recipient: {
        name,
        addressLines: [`${customer.street} ${house}`, `${customer.zipCode} ${customer.city}`],
      },
      details,
      paragraphs: letterParagraphs(document.docType, customer.firstName, document.name),
      ...(table ? { table } : {}),
    },
    new Date(`${document.publicationDate}T08:00:00Z`),
  );
  const key = `documents/${document.documentId}.pdf`;
  await storage.put(key, pdf);
  await db.update(documents).set({ storageKey: key }).where(eq(documents.documentId, document.documentId));
  return pdf;
}
