import { area } from '../operation.ts';

export const households = area(
  'households',
  'Whom a viewer may see and act for, and the members of the agreements they are on.',
  {},
);
