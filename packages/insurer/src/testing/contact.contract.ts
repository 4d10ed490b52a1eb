import type { AreaCases } from './contract-case.ts';

export const contactCases: AreaCases<'contact'> = {};
