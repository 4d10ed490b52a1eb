import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';

/**
 * A small port for the transport's own tests, with what the real areas may not have yet: refusals
 * with and without detail, a command keyed by its reference and one by a minted key.
 */
export const exampleAreas = {
  claims: area('claims', 'Claims.', {
    list: query({
      input: z.object({ customerNumber: z.string(), year: z.int() }),
      output: z.array(z.string()),
      refusals: { 'not-in-household': null, 'too-early': z.object({ from: z.int() }) },
      latency: 'read',
      doc: 'Lists.',
    }),
    submit: command({
      input: z.object({ reference: z.string() }),
      output: z.object({ declarationId: z.string() }),
      refusals: { 'likely-duplicate': z.object({ duplicateOf: z.string() }) },
      latency: 'command',
      whenUnavailable: 'defer',
      idempotencyKey: { naturalKey: 'the claim reference', of: (input) => input.reference },
      doc: 'Receives a claim.',
    }),
    markAllRead: command({
      input: z.object({}),
      output: z.int(),
      latency: 'command',
      whenUnavailable: '503',
      idempotencyKey: 'minted',
      doc: 'Marks all read.',
    }),
  }),
  health: area('health', 'Health.', {
    status: query({
      input: z.object({}),
      output: z.object({ status: z.string() }),
      latency: 'hot',
      doc: 'Up?',
    }),
  }),
};
