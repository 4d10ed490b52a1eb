import type { Document } from '@mijn/contract';
import { formalName, MESSAGE_BOX_YEARS, yearOf } from '@mijn/domain';

export interface MessageFilters {
  year: number | null;
  unreadOnly: boolean;
  docType: string | null;
  customer: string | null;
}

export const noFilters: MessageFilters = { year: null, unreadOnly: false, docType: null, customer: null };

export interface Option {
  value: string;
  label: string;
}

/** The calendar years the message box shows (spec §9: the last 5), newest first. */
export function messageBoxYears(today: string): number[] {
  const year = yearOf(today);
  return Array.from({ length: MESSAGE_BOX_YEARS }, (_, index) => year - index);
}

/** The contract's lastName carries the prefix already ("de Vries"). */
export const customerName = (customer: Document['customer']): string => formalName(customer);

/** The documents of a cluster (or all) that pass the filters, newest first. */
export function filterDocuments(
  documents: readonly Document[],
  filters: MessageFilters,
  cluster: string | null,
  today: string,
): Document[] {
  const years = messageBoxYears(today);
  return documents
    .filter((document) => years.includes(yearOf(document.publicationDate)))
    .filter((document) => cluster === null || document.documentCluster === cluster)
    .filter((document) => filters.year === null || yearOf(document.publicationDate) === filters.year)
    .filter((document) => !filters.unreadOnly || !document.hasBeenRead)
    .filter((document) => filters.docType === null || document.docType === filters.docType)
    .filter((document) => filters.customer === null || document.customer.number === filters.customer)
    .sort((a, b) => b.publicationDate.localeCompare(a.publicationDate));
}

const distinct = (options: Option[]): Option[] =>
  [...new Map(options.map((option) => [option.value, option])).values()].sort((a, b) =>
    a.label.localeCompare(b.label, 'nl'),
  );

/** The document types present, to choose from. */
export const docTypeOptions = (documents: readonly Document[]): Option[] =>
  distinct(documents.map((document) => ({ value: document.docType, label: document.docType })));

/** The people whose documents the user may see (own and family members under 16, spec §6). */
export const customerOptions = (documents: readonly Document[]): Option[] =>
  distinct(
    documents.map((document) => ({
      value: document.customer.number,
      label: customerName(document.customer),
    })),
  );

/** The clusters present, in a fixed order of first appearance by name. */
export const clustersOf = (documents: readonly Document[]): string[] =>
  [...new Set(documents.map((document) => document.documentCluster))].sort((a, b) =>
    a.localeCompare(b, 'nl'),
  );
