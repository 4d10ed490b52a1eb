import { area } from '../operation.ts';

export const newlyInsured = area(
  'newlyInsured',
  'Adding persons to an agreement: newborns, partners, children.',
  {},
);
