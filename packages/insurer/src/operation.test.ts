import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AreaPort } from './operation.ts';
import { isRefusal, type Refusal, refuse } from './refusal.ts';
import { exampleClaims } from './test-example-area.ts';

const claims = exampleClaims;
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
    expect(claims.operations.submit.idempotencyKey.of({ reference: 'D2026W00000001', amount: 4500 })).toBe(
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
      [input: { reference: string; amount: number }, options?: { requestId?: string; signal?: AbortSignal }]
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
