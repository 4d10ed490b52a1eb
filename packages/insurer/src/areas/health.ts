import { z } from 'zod/mini';
import { area, query } from '../operation.ts';

export const health = area('health', 'Whether the insurer answers now, or is in maintenance until a time.', {
  status: query({
    input: z.object({}),
    output: z.object({
      status: z.enum(['ok', 'maintenance', 'degraded']),
      /** When a maintenance window ends, as an instant. */
      until: z.optional(z.iso.datetime({ offset: true })),
    }),
    latency: 'hot',
    doc: 'Whether the insurer answers: ok, degraded, or in maintenance until a time. Asked without a token.',
  }),
});
