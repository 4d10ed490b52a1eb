import type { AreaCases } from './contract-case.ts';

export const insuranceRightCases: AreaCases<'insuranceRight'> = {};
