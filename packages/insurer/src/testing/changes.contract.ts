import type { AreaCases } from './contract-case.ts';

export const changesCases: AreaCases<'changes'> = {};
