import { area } from '../operation.ts';

export const attachments = area(
  'attachments',
  'Files handed over with a claim or a request, named by their SHA-256.',
  {},
);
