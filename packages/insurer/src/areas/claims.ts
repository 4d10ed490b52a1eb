import { area } from '../operation.ts';

export const claims = area(
  'claims',
  'Claims for care the customer paid themselves: their facts and attachments.',
  {},
);
