import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const OutboxItem = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  code: z.string().optional(),
  sentAt: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

export const outbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  permission: 'public',
  summary: 'Development only: every SMS and e-mail the portal sent, newest first',
  query: z.object({ to: z.string().optional() }),
  response: z.array(OutboxItem),
  errors: [404],
});
