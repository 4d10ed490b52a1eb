import type { GenericDocument } from '@mijn/contract';
import { isProductType, type ProductType, productTypes } from '@mijn/domain';

/** Documents of the insured person chosen, or of everyone when none is chosen. */
export function forInsured(
  documents: readonly GenericDocument[],
  customerNumber: string | null,
): GenericDocument[] {
  if (customerNumber === null) return [...documents];
  return documents.filter((document) => document.customerNumbers.includes(customerNumber));
}

/**
 * Most requested: the cover overview of every product, basic insurance first, since that is where
 * people look up what is reimbursed.
 */
export function mostRequested(documents: readonly GenericDocument[]): GenericDocument[] {
  return byProductOrder(documents.filter((document) => document.docType === 'coverOverview'));
}

export interface ProductDocuments {
  productCode: string;
  productName: string;
  productType: ProductType | null;
  documents: GenericDocument[];
}

/** Policy conditions and cover overview grouped per product, in product-type order (spec §3). */
export function perProduct(documents: readonly GenericDocument[]): ProductDocuments[] {
  const groups = new Map<string, ProductDocuments>();
  for (const document of byProductOrder(documents)) {
    const group = groups.get(document.productCode) ?? {
      productCode: document.productCode,
      productName: document.productName,
      productType: isProductType(document.productType) ? document.productType : null,
      documents: [],
    };
    group.documents.push(document);
    groups.set(document.productCode, group);
  }
  for (const group of groups.values()) {
    // Policy conditions before the cover overview within a product.
    group.documents.sort((a, b) => (a.docType === b.docType ? 0 : a.docType === 'policyConditions' ? -1 : 1));
  }
  return [...groups.values()];
}

function typeRank(productType: string): number {
  const rank = (productTypes as readonly string[]).indexOf(productType);
  return rank === -1 ? productTypes.length : rank;
}

function byProductOrder(documents: readonly GenericDocument[]): GenericDocument[] {
  return [...documents].sort(
    (a, b) =>
      typeRank(a.productType) - typeRank(b.productType) || a.productName.localeCompare(b.productName, 'nl'),
  );
}

/** The customer numbers that have at least one document, in order of appearance. */
export function insuredNumbers(documents: readonly GenericDocument[]): string[] {
  return [...new Set(documents.flatMap((document) => document.customerNumbers))];
}
