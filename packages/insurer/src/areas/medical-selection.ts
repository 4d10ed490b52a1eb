import { area } from '../operation.ts';

export const medicalSelection = area(
  'medicalSelection',
  'The dental medical selection some cover needs.',
  {},
);
