import { describe, expect, it } from 'vitest';
import { inputSha256 } from './idempotency.ts';

// What `once` does with the hash is the contract cases' to show (a repeat of insuranceRight.requestCheck).
describe('inputSha256', () => {
  it('hashes equal inputs alike whatever the order of their fields, and different inputs apart', () => {
    expect(inputSha256({ a: 1, b: [{ c: 'x', d: null }] })).toBe(
      inputSha256({ b: [{ d: null, c: 'x' }], a: 1 }),
    );
    expect(inputSha256({ a: 1 })).not.toBe(inputSha256({ a: '1' }));
    expect(inputSha256({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
