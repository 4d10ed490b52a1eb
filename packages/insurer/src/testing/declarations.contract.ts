import type { AreaCases } from './contract-case.ts';

export const declarationsCases: AreaCases<'declarations'> = {};
