import type { AreaCases } from './contract-case.ts';

export const policiesCases: AreaCases<'policies'> = {};
