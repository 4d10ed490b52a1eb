import type { AreaCases } from './contract-case.ts';

export const documentsCases: AreaCases<'documents'> = {};
