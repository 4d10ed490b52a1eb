import type { AreaCases } from './contract-case.ts';

export const attachmentsCases: AreaCases<'attachments'> = {};
