import type { AreaCases } from './contract-case.ts';

export const arrangementsCases: AreaCases<'arrangements'> = {};
