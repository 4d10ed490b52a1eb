import type { AreaCases } from './contract-case.ts';

export const consumptionCases: AreaCases<'consumption'> = {};
