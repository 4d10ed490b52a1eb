import type { AreaCases } from './contract-case.ts';

export const claimsCases: AreaCases<'claims'> = {};
