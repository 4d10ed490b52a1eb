import {
  MAX_PASSKEYS_PER_ACCOUNT,
  type Passkey,
  type PasskeyRegistrationOptionsReply,
  serverMessages,
} from '@mijn/contract';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, loginEvents, passkeys } from '../../db/schema.ts';
import { demoPassword } from '../../db/seed/index.ts';
import { ORIGIN, originOf, passkeyCalls } from '../../test/passkeys.ts';
import { createSoftwareAuthenticator } from '../../test/software-authenticator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSKEY_CHALLENGE_MINUTES } from './challenges.ts';

let t: TestApp;
let calls: ReturnType<typeof passkeyCalls>;
let jan: string;
let janId: string;
beforeAll(async () => {
  t = await createTestApp();
  calls = passkeyCalls(t);
  const [account] = await t.db
    .select({ accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.username, 'jan.devries'));
  janId = account?.accountId ?? '';
  jan = (await t.loginFully('jan.devries')).accessToken;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetAttempts();
  await t.db.delete(passkeys);
});

async function creationOptions(accessToken = jan, host?: string) {
  const reply = await calls.registrationOptions(accessToken, demoPassword, host);
  expect(reply.statusCode).toBe(200);
  return reply.json<PasskeyRegistrationOptionsReply>().options;
}

describe('POST /api/Passkey/GetRegistrationOptions', () => {
  it("asks for a discoverable passkey with user verification, no attestation, for this label's host", async () => {
    const options = await creationOptions(jan, 'aev.localhost:8311');
    expect(options).toMatchObject({
      rp: { id: 'aev.localhost', name: 'Aemstel Verzekeringen' },
      user: { id: isoBase64URL.fromUTF8String(janId), name: 'jan.devries' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    expect(options.challenge.length).toBeGreaterThanOrEqual(43);
  });

  it('needs the current password: a wrong one is 400 and counts as a failed login', async () => {
    const reply = await calls.registrationOptions(jan, 'Not-the-password-1!');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(serverMessages.incorrectCredentials);
    const failures = await t.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.accountId, janId), eq(loginEvents.outcome, 'failed')));
    expect(failures).toHaveLength(1);
  });

  it('excludes the passkeys the account has on this host, and refuses more than the maximum', async () => {
    const authenticator = createSoftwareAuthenticator();
    await calls.registerPasskey(jan, authenticator);
    const [stored] = await t.db.select().from(passkeys);
    expect((await creationOptions()).excludeCredentials).toEqual([
      { id: stored?.credentialId, type: 'public-key', transports: ['hybrid', 'internal'] },
    ]);
    expect((await creationOptions(jan, 'aev.localhost:8311')).excludeCredentials).toEqual([]);
    if (!stored) throw new Error('no passkey stored');
    const { passkeyId: _, ...copy } = stored;
    await t.db.insert(passkeys).values(
      Array.from({ length: MAX_PASSKEYS_PER_ACCOUNT - 1 }, (_, i) => ({
        ...copy,
        credentialId: `copy${i}`,
      })),
    );
    const reply = await calls.registrationOptions(jan);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(serverMessages.tooManyPasskeys);
  });
});

describe('POST /api/Passkey/Register', () => {
  it('stores the public key, counter, transports and backup state under its name; the list shows it', async () => {
    const passkey = await calls.registerPasskey(jan, createSoftwareAuthenticator(), '  Mijn telefoon ');
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Mijn telefoon',
      createdAt: t.clock.now().toISOString(),
      lastUsedAt: null,
      backedUp: true,
    });
    const [row] = await t.db.select().from(passkeys);
    expect(row).toMatchObject({
      accountId: janId,
      counter: 0,
      transports: ['hybrid', 'internal'],
      deviceType: 'multiDevice',
      backedUp: true,
      rpId: 'localhost',
    });
    expect(row?.publicKey.length).toBeGreaterThan(60);
    const list = await calls.list(jan);
    expect(list.json<Passkey[]>()).toEqual([passkey]);
  });

  it('uses a challenge once: the same answer again is refused', async () => {
    const authenticator = createSoftwareAuthenticator();
    const credential = authenticator.create(await creationOptions(), { origin: ORIGIN });
    expect((await calls.register(jan, 'Eerste', credential)).statusCode).toBe(200);
    const again = await calls.register(jan, 'Tweede', credential);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(serverMessages.passkeyAttemptEnded);
    expect(await t.db.select().from(passkeys)).toHaveLength(1);
  });

  it("binds the challenge to the session that asked: another session of the same person can't finish it", async () => {
    const credential = createSoftwareAuthenticator().create(await creationOptions(), { origin: ORIGIN });
    const otherSession = (await t.loginFully('jan.devries')).accessToken;
    const reply = await calls.register(otherSession, 'Telefoon', credential);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(serverMessages.passkeyAttemptEnded);
  });

  it('a newer start replaces the challenge of an unfinished one', async () => {
    const authenticator = createSoftwareAuthenticator();
    const first = authenticator.create(await creationOptions(), { origin: ORIGIN });
    await creationOptions();
    expect((await calls.register(jan, 'Telefoon', first)).json().message).toBe(
      serverMessages.passkeyAttemptEnded,
    );
  });

  it("refuses an answer made on another label's page, or finished on another label's host", async () => {
    const authenticator = createSoftwareAuthenticator();
    const phished = authenticator.create(await creationOptions(jan, 'aev.localhost:8311'), {
      origin: originOf('ble.localhost:8311'),
    });
    const reply = await calls.register(jan, 'Telefoon', phished, 'aev.localhost:8311');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(serverMessages.passkeyRegistrationFailed);

    const elsewhere = authenticator.create(await creationOptions(jan, 'aev.localhost:8311'), {
      origin: originOf('aev.localhost:8311'),
    });
    const moved = await calls.register(jan, 'Telefoon', elsewhere, 'ble.localhost:8311');
    expect(moved.json().message).toBe(serverMessages.passkeyAttemptEnded);
    expect(await t.db.select().from(passkeys)).toHaveLength(0);
  });

  it('refuses a passkey made without user verification', async () => {
    const credential = createSoftwareAuthenticator().create(await creationOptions(), {
      origin: ORIGIN,
      userVerified: false,
    });
    const reply = await calls.register(jan, 'Telefoon', credential);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(serverMessages.passkeyRegistrationFailed);
  });

  it(`takes an answer up to ${PASSKEY_CHALLENGE_MINUTES} minutes after the challenge, not at that moment`, async () => {
    const authenticator = createSoftwareAuthenticator();
    const inTime = authenticator.create(await creationOptions(), { origin: ORIGIN });
    t.clock.advance(PASSKEY_CHALLENGE_MINUTES * 60_000 - 1000);
    expect((await calls.register(jan, 'Op tijd', inTime)).statusCode).toBe(200);

    const late = authenticator.create(await creationOptions(), { origin: ORIGIN });
    t.clock.advance(PASSKEY_CHALLENGE_MINUTES * 60_000);
    const reply = await calls.register(jan, 'Te laat', late);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(serverMessages.passkeyAttemptEnded);
  });
});
