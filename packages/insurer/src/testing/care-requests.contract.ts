import type { AreaCases } from './contract-case.ts';

export const careRequestsCases: AreaCases<'careRequests'> = {};
