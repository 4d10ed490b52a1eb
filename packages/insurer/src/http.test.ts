import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  idempotencyKeyOf,
  inputOfQueryString,
  problemOf,
  queryStringOf,
  refusalOfProblem,
  refusalProblem,
} from './http.ts';
import { area, command } from './operation.ts';
import { Refusal, refuse } from './refusal.ts';

const { operations } = area('claims', 'Claims.', {
  submit: command({
    input: z.object({ reference: z.string() }),
    output: z.object({ declarationId: z.string() }),
    refusals: { 'likely-duplicate': z.object({ duplicateOf: z.string() }), 'not-in-household': null },
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

describe('a query input in the query string', () => {
  it('comes back as it went, types, nesting and nulls included', () => {
    const input = { viewer: { customerNumber: '00012345', role: 'H' }, year: 2026, policyNumber: null };
    const parameter = new URLSearchParams(queryStringOf(input)).get('input') ?? undefined;
    expect(inputOfQueryString(parameter)).toEqual(input);
  });

  it('is an empty input when the parameter is left out', () => {
    expect(inputOfQueryString(undefined)).toEqual({});
  });
});

describe('idempotencyKeyOf', () => {
  it("takes a natural key from the command's input, and a minted one from the call", () => {
    expect(idempotencyKeyOf(operations.submit, { reference: 'D2026W00000001' }, {})).toBe('D2026W00000001');
    expect(idempotencyKeyOf(operations.markAllRead, {}, { key: 'k-1' })).toBe('k-1');
  });
});

describe('a refusal as a problem', () => {
  it('carries its code and typed detail, 403 for not-in-household and 409 otherwise', () => {
    const duplicate = refusalProblem(refuse('likely-duplicate', { duplicateOf: 'D1' }));
    expect(duplicate).toEqual({
      type: 'urn:mijn:insurer:refusal:likely-duplicate',
      title: 'Refused: likely-duplicate',
      status: 409,
      refusal: { code: 'likely-duplicate', detail: { duplicateOf: 'D1' } },
    });
    expect(refusalProblem(refuse('not-in-household'))).toMatchObject({
      status: 403,
      refusal: { code: 'not-in-household' },
    });
  });

  it('is the same refusal again when the operation declares it', () => {
    const refusal = refuse('likely-duplicate', { duplicateOf: 'D1' });
    expect(refusalOfProblem(operations.submit, refusalProblem(refusal))).toEqual(refusal);
    expect(refusalOfProblem(operations.submit, refusalProblem(refuse('not-in-household')))).toEqual(
      new Refusal('not-in-household', undefined),
    );
  });

  it('is no refusal when the code is not declared, the detail does not match, or it is another problem', () => {
    expect(refusalOfProblem(operations.markAllRead, refusalProblem(refuse('likely-duplicate')))).toBeNull();
    const badDetail = refusalProblem(refuse('likely-duplicate', { duplicateOf: 7 }));
    expect(refusalOfProblem(operations.submit, badDetail)).toBeNull();
    expect(refusalOfProblem(operations.submit, problemOf('unavailable'))).toBeNull();
  });
});
