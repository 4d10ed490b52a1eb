import type { AreaCases } from './contract-case.ts';

export const healthCases: AreaCases<'health'> = {};
