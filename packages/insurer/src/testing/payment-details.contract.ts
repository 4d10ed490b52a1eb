import type { AreaCases } from './contract-case.ts';

export const paymentDetailsCases: AreaCases<'paymentDetails'> = {};
