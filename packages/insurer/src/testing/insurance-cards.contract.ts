import type { AreaCases } from './contract-case.ts';

export const insuranceCardsCases: AreaCases<'insuranceCards'> = {};
