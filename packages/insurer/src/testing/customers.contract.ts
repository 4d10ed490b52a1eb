import type { AreaCases } from './contract-case.ts';

export const customersCases: AreaCases<'customers'> = {};
