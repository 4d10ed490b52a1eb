import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { type AreaPort, area, command, query } from './operation.ts';
import { isRefusal, type Refusal, refuse } from './refusal.ts';

const claims = area('claims', 'Claims.', {
  list: query({
    input: z.object({ year: z.int() }),
    output: z.array(z.string()),
    latency: 'hot',
    doc: 'Lists.',
  }),
  submit: command({
    input: z.object({ reference: z.string() }),
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
    doc: 'Marks all read.',
  }),
});
type ClaimsPort = AreaPort<typeof claims>;

describe('area', () => {
  it('names each operation area.operation and routes a query as GET, a command as POST, in kebab case', () => {
    expect(claims.operations.list).toMatchObject({
      id: 'claims.list',
      http: { method: 'GET', path: '/claims/list' },
    });
    expect(claims.operations.markAllRead).toMatchObject({
      id: 'claims.markAllRead',
      http: { method: 'POST', path: '/claims/mark-all-read' },
    });
  });

  it('keeps what each declaration says', () => {
    expect(claims.operations.list).toMatchObject({ kind: 'query', whenUnavailable: '503', refusals: {} });
    expect(claims.operations.submit).toMatchObject({
      kind: 'command',
      whenUnavailable: 'defer',
      latency: 'command',
    });
    expect(claims.operations.submit.idempotencyKey.of({ reference: 'D2026W00000001' })).toBe(
      'D2026W00000001',
    );
  });
});

describe('the port function of an operation', () => {
  it('answers the output, or one of the declared refusals with its detail', () => {
    type Submitted = Awaited<ReturnType<ClaimsPort['submit']>>;
    type Declared =
      | { declarationId: string }
      | Refusal<'likely-duplicate', { duplicateOf: string }>
      | Refusal<'no-known-iban', undefined>;
    expectTypeOf<Submitted>().toExtend<Declared>();
    expectTypeOf<Declared>().toExtend<Submitted>();
    expectTypeOf<Awaited<ReturnType<ClaimsPort['list']>>>().toEqualTypeOf<string[]>();
  });

  it('asks the caller for the key a command mints, and not for a natural key', () => {
    expectTypeOf<Parameters<ClaimsPort['markAllRead']>[1]>().toEqualTypeOf<
      { requestId?: string; signal?: AbortSignal } & { key: string }
    >();
    expectTypeOf<Parameters<ClaimsPort['submit']>>().toEqualTypeOf<
      [input: { reference: string }, options?: { requestId?: string; signal?: AbortSignal }]
    >();
  });
});

describe('refusals', () => {
  it('are told apart from outputs, with their code and detail', () => {
    const answers: Awaited<ReturnType<ClaimsPort['submit']>>[] = [
      { declarationId: 'D1' },
      refuse('likely-duplicate', { duplicateOf: 'D0' }),
      refuse('no-known-iban'),
    ];
    expect(answers.map((answer) => (isRefusal(answer) ? [answer.refused, answer.detail] : answer))).toEqual([
      { declarationId: 'D1' },
      ['likely-duplicate', { duplicateOf: 'D0' }],
      ['no-known-iban', undefined],
    ]);
  });

  it('are never an output that merely looks like one', () => {
    expect(isRefusal({ refused: 'likely-duplicate', detail: undefined })).toBe(false);
    expect(isRefusal(null)).toBe(false);
  });
});
