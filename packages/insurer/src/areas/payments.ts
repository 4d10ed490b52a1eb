import { area } from '../operation.ts';

export const payments = area(
  'payments',
  "Money received for an invoice outside the insurer's own collection (iDEAL through the portal).",
  {},
);
