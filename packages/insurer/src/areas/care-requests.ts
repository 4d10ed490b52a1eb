import { area } from '../operation.ts';

export const careRequests = area(
  'careRequests',
  'Care requests: mediation, treatment abroad, seated patient transport.',
  {},
);
