import { area } from '../operation.ts';

export const events = area(
  'events',
  'What the insurer tells the portal (a letter arrived, a claim was decided, a customer changed): a feed read with a cursor.',
  {},
);
