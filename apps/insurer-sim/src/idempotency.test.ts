import { IdempotencyKeyReused } from '@mijn/insurer';
import { describe, expect, it, vi } from 'vitest';
import { type CommandRecord, type IdempotencyStore, inputSha256, once } from './idempotency.ts';

/** The table of step B, in memory. */
function memoryStore(): IdempotencyStore {
  const rows = new Map<string, { inputSha256: string; answer: unknown }>();
  const id = ({ operation, key }: CommandRecord) => `${operation} ${key}`;
  return {
    recall: async (command) => rows.get(id(command)),
    remember: async (command, answer) => {
      rows.set(id(command), { inputSha256: command.inputSha256, answer });
    },
  };
}

describe('once', () => {
  const command = { operation: 'claims.submit', key: 'D2026W00000001', input: { amount: 100, iban: 'NL1' } };

  it('applies a command once and answers its repeat with the first answer', async () => {
    const store = memoryStore();
    const apply = vi
      .fn()
      .mockResolvedValueOnce({ declarationId: 'D1' })
      .mockResolvedValueOnce({ declarationId: 'D2' });
    expect(await once(store, command, apply)).toEqual({ declarationId: 'D1' });
    const repeat = { ...command, input: { iban: 'NL1', amount: 100 } };
    expect(await once(store, repeat, apply)).toEqual({ declarationId: 'D1' });
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('refuses the key with another input, and keeps keys apart per operation', async () => {
    const store = memoryStore();
    await once(store, command, async () => 'first');
    await expect(
      once(store, { ...command, input: { amount: 101, iban: 'NL1' } }, async () => 'second'),
    ).rejects.toThrow(IdempotencyKeyReused);
    expect(await once(store, { ...command, operation: 'contact.sendQuestion' }, async () => 'other')).toBe(
      'other',
    );
  });
});

describe('inputSha256', () => {
  it('hashes equal inputs alike whatever the order of their fields, and different inputs apart', () => {
    expect(inputSha256({ a: 1, b: [{ c: 'x', d: null }] })).toBe(
      inputSha256({ b: [{ d: null, c: 'x' }], a: 1 }),
    );
    expect(inputSha256({ a: 1 })).not.toBe(inputSha256({ a: '1' }));
    expect(inputSha256({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
