import type { AreaCases } from './contract-case.ts';

export const eventsCases: AreaCases<'events'> = {};
