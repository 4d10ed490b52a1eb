import type { AreaCases } from './contract-case.ts';

export const newlyInsuredCases: AreaCases<'newlyInsured'> = {};
