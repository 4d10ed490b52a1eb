import { area } from '../operation.ts';

export const declarations = area(
  'declarations',
  'Declarations and their decisions: lists, details and read marks.',
  {},
);
