import { z } from 'zod/mini';
import { area, command, query } from './operation.ts';

/** An area the tests of the declaration builder and of the docs declare: one operation of each kind. */
export const exampleClaims = area('claims', 'Claims.', {
  list: query({
    input: z.object({ year: z.int() }),
    output: z.array(z.string()),
    latency: 'hot',
    doc: 'Lists.',
  }),
  submit: command({
    input: z.object({ reference: z.string(), amount: z.int() }),
    output: z.object({ declarationId: z.string() }),
    refusals: { 'likely-duplicate': z.object({ duplicateOf: z.string() }), 'no-known-iban': null },
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
    doc: 'Marks every declaration read.',
  }),
});
