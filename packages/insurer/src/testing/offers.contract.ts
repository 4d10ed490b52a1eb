import type { AreaCases } from './contract-case.ts';

export const offersCases: AreaCases<'offers'> = {};
