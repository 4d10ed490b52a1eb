import { describe, expect, it } from 'vitest';
import { CustomerNumber, Day, IdempotencyKey, Viewer } from './values.ts';

const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the values of the port', () => {
  it.each([
    [Day, '2026-02-28', true],
    [Day, '2023-02-29', false],
    [Day, '28-02-2026', false],
    [CustomerNumber, '20000001', true],
    [CustomerNumber, '2000001', false],
    [CustomerNumber, '2000000a', false],
    [IdempotencyKey, '0193a0d4-7c2e-7b8a-9f10-2a3b4c5d6e7f', true],
    [IdempotencyKey, 'D2026W00000001', true],
    [IdempotencyKey, 'two words', false],
    [IdempotencyKey, '', false],
    [IdempotencyKey, 'x'.repeat(129), false],
    [Viewer, { customerNumber: '20000001', role: 'H' }, true],
    [Viewer, { customerNumber: '20000001', role: 'X' }, false],
  ])('%#: %o -> %s', (schema, value, valid) => {
    expect(accepts(schema, value)).toBe(valid);
  });
});
