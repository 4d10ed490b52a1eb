import type { AreaCases } from './contract-case.ts';

export const invoicesCases: AreaCases<'invoices'> = {};
