import { area } from '../operation.ts';

export const customers = area(
  'customers',
  'The persons the insurer knows: profile, contact details, address and correspondence; finding a person by BSN, policy or agreement.',
  {},
);
