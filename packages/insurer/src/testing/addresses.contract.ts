import type { AreaCases } from './contract-case.ts';

export const addressesCases: AreaCases<'addresses'> = {};
