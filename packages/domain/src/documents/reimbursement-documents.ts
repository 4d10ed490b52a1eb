import type { ProductType } from '../product-types.ts';

/** The reimbursement documents of a product (spec §7 GetGenericDocumentList), by kind, with their Dutch names. */
export const reimbursementDocumentNames = {
  policyConditions: 'Polisvoorwaarden',
  coverOverview: 'Dekkingsoverzicht',
} as const;
export type ReimbursementDocumentKind = keyof typeof reimbursementDocumentNames;
export const reimbursementDocumentKinds = [
  'policyConditions',
  'coverOverview',
] as const satisfies readonly ReimbursementDocumentKind[];

/** The voluntary excess has conditions only; every other product also a cover overview. */
export const reimbursementDocumentKindsOf = (type: ProductType): readonly ReimbursementDocumentKind[] =>
  type === 'OW' ? ['policyConditions'] : ['policyConditions', 'coverOverview'];

/** ids look like `policyConditions.default.MB-VRIJ.2026`: kind, label, product code, year. */
export const reimbursementDocumentId = (
  kind: ReimbursementDocumentKind,
  label: string,
  code: string,
  year: number,
): string => `${kind}.${label}.${code}.${year}`;

/** The name of a product's document of a year: "Polisvoorwaarden Aanvullend 2 sterren 2027". */
export const reimbursementDocumentName = (
  kind: ReimbursementDocumentKind,
  productName: string,
  year: number,
): string => `${reimbursementDocumentNames[kind]} ${productName} ${year}`;
