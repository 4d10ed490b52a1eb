import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const getUnreadDocumentCount = endpoint({
  method: 'GET',
  path: 'Document/GetUnreadDocumentCount',
  permission: 'r-msg',
  summary:
    'Unread documents of the customers the user may see; with dateOnly only those published on or after it',
  query: z.object({ dateOnly: z.iso.date().optional().describe('yyyy-MM-dd') }),
  response: z.object({ count: z.number().int().nonnegative() }),
  errors: [400, 401, 403],
});
