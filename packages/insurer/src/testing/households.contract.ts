import type { AreaCases } from './contract-case.ts';

export const householdsCases: AreaCases<'households'> = {};
