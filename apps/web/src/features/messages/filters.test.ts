import type { Document } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { clustersOf, customerOptions, filterDocuments, messageBoxYears, noFilters } from './filters.ts';

function doc(id: string, overrides: Partial<Document> = {}): Document {
  return {
    documentID: id,
    guidName: `${id}.pdf`,
    name: `Brief ${id}`,
    documentName: `Brief ${id}.pdf`,
    extension: 'pdf',
    docType: 'Brief',
    docTypeID: 10,
    documentCluster: 'correspondentie',
    hasBeenRead: true,
    label: 'default',
    policyNumber: null,
    productType: null,
    contractCode: null,
    publicationDate: '2026-10-01',
    createdAt: '2026-10-01',
    customer: {
      initials: 'J.',
      lastName: 'de Vries',
      birthDate: '1980-03-14',
      number: '100001',
      gender: 'M',
    },
    ...overrides,
  };
}

const tim = { initials: 'T.', lastName: 'de Vries', birthDate: '2017-05-02', number: '100003', gender: 'M' };
const documents = [
  doc('a', { publicationDate: '2026-01-05' }),
  doc('b', {
    publicationDate: '2026-11-01',
    hasBeenRead: false,
    documentCluster: 'polis',
    docType: 'Polisblad',
  }),
  doc('c', { publicationDate: '2023-04-01', customer: tim }),
  doc('d', { publicationDate: '2021-12-31' }),
  doc('e', {
    publicationDate: '2022-01-01',
    hasBeenRead: false,
    customer: tim,
    documentCluster: 'declaraties',
  }),
];
const ids = (list: Document[]) => list.map((item) => item.documentID);

describe('message box filters', () => {
  it('covers the last 5 calendar years, newest first', () => {
    expect(messageBoxYears('2026-11-22')).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(ids(filterDocuments(documents, noFilters, null, '2026-11-22'))).toEqual(['b', 'a', 'c', 'e']);
  });

  it('filters by year, unread, type, person and cluster together', () => {
    const day = '2026-11-22';
    expect(ids(filterDocuments(documents, { ...noFilters, year: 2026 }, null, day))).toEqual(['b', 'a']);
    expect(ids(filterDocuments(documents, { ...noFilters, unreadOnly: true }, null, day))).toEqual([
      'b',
      'e',
    ]);
    expect(ids(filterDocuments(documents, { ...noFilters, docType: 'Brief' }, null, day))).toEqual([
      'a',
      'c',
      'e',
    ]);
    expect(ids(filterDocuments(documents, { ...noFilters, customer: '100003' }, null, day))).toEqual([
      'c',
      'e',
    ]);
    expect(ids(filterDocuments(documents, { ...noFilters, unreadOnly: true }, 'declaraties', day))).toEqual([
      'e',
    ]);
  });

  it('offers each person and cluster once', () => {
    expect(customerOptions(documents)).toEqual([
      { value: '100001', label: 'J. de Vries' },
      { value: '100003', label: 'T. de Vries' },
    ]);
    expect(clustersOf(documents)).toEqual(['correspondentie', 'declaraties', 'polis']);
  });
});
