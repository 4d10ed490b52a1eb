import { area } from '../operation.ts';

export const insuranceRight = area(
  'insuranceRight',
  'The insurance-right check of insured people who live abroad.',
  {},
);
