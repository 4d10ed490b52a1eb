import { area } from '../operation.ts';

export const health = area(
  'health',
  'Whether the insurer answers now, or is in maintenance until a time.',
  {},
);
