import { area } from '../operation.ts';

export const paymentDetails = area(
  'paymentDetails',
  'How an agreement pays: method, term, bank accounts and mandates, and changes to them.',
  {},
);
