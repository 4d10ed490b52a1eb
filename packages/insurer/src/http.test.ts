import { describe, expect, it } from 'vitest';
import {
  idempotencyKeyOf,
  inputOfQueryString,
  problemOf,
  queryStringOf,
  refusalOfProblem,
  refusalProblem,
} from './http.ts';
import { Refusal, refuse } from './refusal.ts';
import { exampleAreas } from './testing/example-areas.ts';

const { operations } = exampleAreas.claims;

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
    const duplicate = refusalProblem(refuse('too-early', { from: 2027 }));
    expect(duplicate).toEqual({
      type: 'urn:mijn:insurer:refusal:too-early',
      title: 'Refused: too-early',
      status: 409,
      refusal: { code: 'too-early', detail: { from: 2027 } },
    });
    expect(refusalProblem(refuse('not-in-household'))).toMatchObject({
      status: 403,
      refusal: { code: 'not-in-household' },
    });
  });

  it('is the same refusal again when the operation declares it', () => {
    const refusal = refuse('too-early', { from: 2027 });
    expect(refusalOfProblem(operations.list, refusalProblem(refusal))).toEqual(refusal);
    expect(refusalOfProblem(operations.list, refusalProblem(refuse('not-in-household')))).toEqual(
      new Refusal('not-in-household', undefined),
    );
  });

  it('is no refusal when the code is not declared, the detail does not match, or it is another problem', () => {
    expect(refusalOfProblem(operations.markAllRead, refusalProblem(refuse('too-early')))).toBeNull();
    const badDetail = refusalProblem(refuse('too-early', { from: '2027' }));
    expect(refusalOfProblem(operations.list, badDetail)).toBeNull();
    expect(refusalOfProblem(operations.list, problemOf('unavailable'))).toBeNull();
  });
});
