import type { AreaCases } from './contract-case.ts';

export const policyChangesCases: AreaCases<'policyChanges'> = {};
