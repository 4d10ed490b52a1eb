import { area } from '../operation.ts';

export const catalogue = area(
  'catalogue',
  'The product lines of a collectivity in a year, with their premiums and discounts.',
  {},
);
