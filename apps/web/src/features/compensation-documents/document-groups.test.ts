import type { GenericDocument } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { forInsured, insuredNumbers, mostRequested, perProduct } from './document-groups.ts';

function doc(
  documentID: string,
  productType: string,
  docType: GenericDocument['docType'],
  customerNumbers: string[],
): GenericDocument {
  return {
    documentID,
    name: documentID,
    documentName: `${documentID}.pdf`,
    extension: 'pdf',
    docType,
    year: 2026,
    productCode: `P-${productType}`,
    productName: `Pakket ${productType}`,
    productType,
    label: 'default',
    customerNumbers,
  };
}

const documents = [
  doc('ta-cond', 'TA', 'policyConditions', ['1']),
  doc('mb-cover', 'MB', 'coverOverview', ['1', '2']),
  doc('ap-cover', 'AP', 'coverOverview', ['1', '2']),
  doc('mb-cond', 'MB', 'policyConditions', ['1', '2']),
];

describe('reimbursement document groups', () => {
  it('filters by insured person', () => {
    expect(forInsured(documents, '2').map((d) => d.documentID)).toEqual(['mb-cover', 'ap-cover', 'mb-cond']);
    expect(forInsured(documents, null)).toHaveLength(4);
    expect(forInsured(documents, '9')).toEqual([]);
  });

  it('lists cover overviews as most requested, basic first', () => {
    expect(mostRequested(documents).map((d) => d.documentID)).toEqual(['mb-cover', 'ap-cover']);
  });

  it('groups per product in product-type order, conditions first', () => {
    expect(perProduct(documents).map((g) => [g.productType, g.documents.map((d) => d.documentID)])).toEqual([
      ['MB', ['mb-cond', 'mb-cover']],
      ['AP', ['ap-cover']],
      ['TA', ['ta-cond']],
    ]);
  });

  it('collects the insured who have documents', () => {
    expect(insuredNumbers(documents)).toEqual(['1', '2']);
  });
});
