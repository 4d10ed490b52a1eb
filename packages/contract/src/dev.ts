import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const OutboxItem = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email', 'push']),
  to: z.string(),
  subject: z.optional(z.string()),
  text: z.string(),
  code: z.optional(z.string()),
  sentAt: z.iso.datetime(),
});
export type OutboxItem = z.infer<typeof OutboxItem>;

export const outbox = endpoint({
  method: 'GET',
  path: '/dev/outbox',
  permission: 'public',
  summary: 'Development only: every SMS and e-mail the portal sent, newest first',
  query: z.object({ to: z.optional(z.string()) }),
  response: z.array(OutboxItem),
  errors: [404],
});

export const ClockTime = z.object({ now: z.iso.datetime({ offset: true }) });
export type ClockTime = z.infer<typeof ClockTime>;

export const clock = endpoint({
  method: 'GET',
  path: '/dev/clock',
  permission: 'public',
  summary: "Development only: the server's pinned clock (CLOCK_START); 404 on the system clock",
  response: ClockTime,
  errors: [404],
});

export const moveClock = endpoint({
  method: 'PUT',
  path: '/dev/clock',
  permission: 'public',
  summary: "Development only: moves the server's pinned clock forward to `now` (409 for a time before now)",
  body: ClockTime,
  response: ClockTime,
  errors: [400, 404, 409],
});

export const FailingClaim = z.object({
  submissionId: z.string(),
  attempts: z.number().check(z.int()),
  /** The database's or the rules' own reason, never the data of the claim. */
  error: z.string(),
  retryAt: z.iso.datetime(),
});
export type FailingClaim = z.infer<typeof FailingClaim>;

export const failingClaims = endpoint({
  method: 'GET',
  path: '/dev/failing-claims',
  permission: 'public',
  summary: 'Development only: claims whose handling failed and that wait for their next try, oldest first',
  response: z.array(FailingClaim),
  errors: [404],
});
