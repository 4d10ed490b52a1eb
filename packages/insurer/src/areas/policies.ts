import { area } from '../operation.ts';

export const policies = area(
  'policies',
  "A person's policies: which runs on a day, and what it covers in a year.",
  {},
);
