import type { AreaCases } from './contract-case.ts';

export const paymentsCases: AreaCases<'payments'> = {};
