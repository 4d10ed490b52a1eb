import type { AreaCases } from './contract-case.ts';

export const agreementsCases: AreaCases<'agreements'> = {};
