import { area } from '../operation.ts';

export const agreements = area(
  'agreements',
  "A policyholder's agreements with the insurer: persons, cover, premiums per term and bank accounts.",
  {},
);
