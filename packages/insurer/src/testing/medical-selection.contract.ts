import type { AreaCases } from './contract-case.ts';

export const medicalSelectionCases: AreaCases<'medicalSelection'> = {};
