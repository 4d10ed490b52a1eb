import { area } from '../operation.ts';

export const policyChanges = area(
  'policyChanges',
  'Changes of cover for a year: what may change, the judgement of a choice, and saving it.',
  {},
);
