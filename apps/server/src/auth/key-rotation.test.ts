import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { createTokenService, InvalidTokenError, keyIdOf } from './tokens.ts';

const oldKey = 'the-key-before-the-rotation-0123456789abcdef';
const newKey = 'the-key-after-the-rotation-0123456789abcdefgh';
const clock = new ManualClock(new Date('2026-12-07T10:00:00Z'));
const sessionEnd = new Date('2026-12-07T10:30:00Z');
const claims = { accountId: 'account-1' } as Parameters<
  ReturnType<typeof createTokenService>['signAccessToken']
>[0];
const sessionId = '2f1c9a9e-8a57-4a43-9c5e-3d0c6c1f3b11';

describe('signing keys and their rotation', () => {
  it('names the signing key in every token', async () => {
    const tokens = createTokenService({ current: newKey, previous: oldKey }, clock);
    const token = await tokens.signLoginToken('account-1', 'challenge-1');
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: keyIdOf(newKey) });
    expect(keyIdOf(newKey)).not.toBe(keyIdOf(oldKey));
  });

  it('still accepts a token the previous key signed, so a rotation logs nobody out', async () => {
    const before = createTokenService({ current: oldKey, previous: null }, clock);
    const after = createTokenService({ current: newKey, previous: oldKey }, clock);
    const access = await before.signAccessToken(claims, sessionId, sessionEnd);
    expect(await after.verifyAccessToken(access)).toMatchObject({ sub: 'account-1', sid: sessionId });
    const login = await before.signLoginToken('account-1', 'challenge-1');
    expect(await after.verifyLoginToken(login)).toEqual({
      accountId: 'account-1',
      challengeId: 'challenge-1',
    });
  });

  it('refuses a token of a key that was removed, and one of an unknown key id', async () => {
    const before = createTokenService({ current: oldKey, previous: null }, clock);
    const rotatedTwice = createTokenService({ current: newKey, previous: null }, clock);
    const access = await before.signAccessToken(claims, sessionId, sessionEnd);
    await expect(rotatedTwice.verifyAccessToken(access)).rejects.toThrow(InvalidTokenError);
    const login = await before.signLoginToken('account-1', 'challenge-1');
    await expect(rotatedTwice.verifyLoginToken(login)).rejects.toThrow(InvalidTokenError);
  });

  it('checks a token against the key its id names, not any key it has', async () => {
    const other = 'a-third-key-that-only-an-attacker-would-know-0123';
    const forger = createTokenService({ current: other, previous: null }, clock);
    const forged = await forger.signLoginToken('account-1', 'challenge-1');
    const service = createTokenService({ current: newKey, previous: oldKey }, clock);
    await expect(service.verifyLoginToken(forged)).rejects.toThrow(InvalidTokenError);
  });
});
