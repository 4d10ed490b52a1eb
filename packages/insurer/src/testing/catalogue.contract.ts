import type { AreaCases } from './contract-case.ts';

export const catalogueCases: AreaCases<'catalogue'> = {};
