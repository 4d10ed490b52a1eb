import {
  type AccessTokenClaims,
  type LoginHistoryEntry,
  type PasskeyLoginOptionsReply,
  serverMessages,
} from '@mijn/contract';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAILED_ATTEMPTS } from '../../auth/login-attempts.ts';
import { clientKey, MAX_GUESSES_PER_CLIENT } from '../../auth/throttle.ts';
import { accounts, loginBlocks, loginEvents, passkeys, throttleEvents } from '../../db/schema.ts';
import { HOST, passkeyCalls } from '../../test/passkeys.ts';
import {
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from '../../test/software-authenticator.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSKEY_CHALLENGE_MINUTES } from './challenges.ts';

const AEV = 'aev.localhost:8311';
/** inject's client address. */
const IP = '127.0.0.1';

let t: TestApp;
let calls: ReturnType<typeof passkeyCalls>;
let janPasswordToken: string;
let janId: string;
/** Jan's phone holds a passkey for the default label's host and one for aev's; Anna's holds hers. */
let jansPhone: SoftwareAuthenticator;
let annasPhone: SoftwareAuthenticator;

beforeAll(async () => {
  t = await createTestApp();
  calls = passkeyCalls(t);
  janPasswordToken = (await t.loginFully('jan.devries')).accessToken;
  janId = decodeJwt<AccessTokenClaims>(janPasswordToken).accountId;
  jansPhone = createSoftwareAuthenticator();
  annasPhone = createSoftwareAuthenticator();
  await calls.registerPasskey(janPasswordToken, jansPhone);
  await calls.registerPasskey(janPasswordToken, jansPhone, 'Telefoon (Aemstel)', AEV);
  await calls.registerPasskey((await t.loginFully('anna.devries')).accessToken, annasPhone);
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

const credentialIdsOf = async (accountId: string, rpId: string) =>
  (
    await t.db
      .select({ id: passkeys.credentialId })
      .from(passkeys)
      .where(and(eq(passkeys.accountId, accountId), eq(passkeys.rpId, rpId)))
  ).map((row) => row.id);

describe('POST /api/Passkey/GetLoginOptions', () => {
  it('asks any passkey of this host with user verification, and carries the challenge in a 5-minute token', async () => {
    const reply = await calls.loginOptions();
    expect(reply.statusCode).toBe(200);
    const { options, passkeyToken } = reply.json<PasskeyLoginOptionsReply>();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();
    const claims = decodeJwt(passkeyToken);
    expect(claims.aud).toBe('mijn-passkey');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(PASSKEY_CHALLENGE_MINUTES * 60);
  });

  it("after a username, allows that account's passkeys on this host", async () => {
    const reply = await calls.loginOptions('Jan.DeVries', AEV);
    const { options } = reply.json<PasskeyLoginOptionsReply>();
    expect(options.allowCredentials?.map((c) => c.id)).toEqual(await credentialIdsOf(janId, 'aev.localhost'));
  });

  it('answers an unknown username as one without passkeys here: one steady stand-in, nothing told apart', async () => {
    const allowed = async (username: string) =>
      (await calls.loginOptions(username)).json<PasskeyLoginOptionsReply>().options.allowCredentials;
    const unknown = await allowed('nobody.here');
    expect(unknown).toHaveLength(1);
    expect(await allowed('nobody.here')).toEqual(unknown);
    const withoutPasskeys = await allowed('ruben.koster');
    expect(withoutPasskeys).toHaveLength(1);
    expect(withoutPasskeys?.[0]?.id).not.toBe(unknown?.[0]?.id);
    expect(Object.keys(withoutPasskeys?.[0] ?? {}).sort()).toEqual(
      Object.keys((await allowed('jan.devries'))?.[0] ?? {}).sort(),
    );
  });
});

describe('POST /api/Passkey/Login', () => {
  it('logs in in one step with the access token of a password login, and records it with the device', async () => {
    const { passkeyToken, credential } = await calls.assertion(jansPhone);
    const reply = await calls.login(
      passkeyToken,
      credential,
      HOST,
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    );
    expect(reply.statusCode).toBe(200);
    const accessToken = calls.accessTokenOf(reply);
    const claims = decodeJwt<AccessTokenClaims>(accessToken);
    const { sid: _s, iat: _i, exp: _e, jti: _j, ...same } = decodeJwt<AccessTokenClaims>(janPasswordToken);
    expect(claims).toMatchObject(same);
    expect((await calls.list(accessToken)).statusCode).toBe(200);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/Account/GetLoginHistory',
      headers: bearer(accessToken),
    });
    expect(history.json<LoginHistoryEntry[]>()[0]).toMatchObject({
      method: 'passkey',
      outcome: 'success',
      device: { browser: 'Chrome', os: 'Linux' },
    });
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, credential.id));
    expect(stored?.lastUsedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(stored?.counter).toBe(jansPhone.credentials.get(credential.id)?.counter);
  });

  it("logs in after the username with that account's passkey", async () => {
    const { passkeyToken, credential } = await calls.assertion(jansPhone, {
      username: 'jan.devries',
      host: AEV,
    });
    expect((await calls.login(passkeyToken, credential, AEV)).statusCode).toBe(200);
  });

  it('uses a challenge once: the same assertion again, or with a new challenge, is refused', async () => {
    const { passkeyToken, credential } = await calls.assertion(jansPhone);
    expect((await calls.login(passkeyToken, credential)).statusCode).toBe(200);
    const replayed = await calls.login(passkeyToken, credential);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(serverMessages.passkeyAttemptEnded);

    const fresh = (await calls.loginOptions()).json<PasskeyLoginOptionsReply>().passkeyToken;
    const reused = await calls.login(fresh, credential);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(serverMessages.passkeyNotRecognised);
  });

  it("refuses another account's passkey after a username, and a passkey the portal does not know", async () => {
    const { passkeyToken, credential } = await calls.assertion(annasPhone, {
      username: 'jan.devries',
      credentialId: [...annasPhone.credentials.keys()][0],
    });
    const foreign = await calls.login(passkeyToken, credential);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toBe(serverMessages.passkeyNotRecognised);

    const stranger = createSoftwareAuthenticator();
    stranger.create(
      {
        challenge: 'AAAA',
        rp: { id: 'localhost', name: 'x' },
        user: { id: 'eA', name: 'x', displayName: 'x' },
        pubKeyCredParams: [],
      },
      { origin: `http://${HOST}` },
    );
    const unknown = await calls.assertion(stranger);
    const reply = await calls.login(unknown.passkeyToken, unknown.credential);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(serverMessages.passkeyNotRecognised);
  });

  it("refuses an assertion made on another label's page, and a passkey of another label's host", async () => {
    const phished = await calls.assertion(jansPhone, { host: AEV, origin: 'http://ble.localhost:8311' });
    expect((await calls.login(phished.passkeyToken, phished.credential, AEV)).json().message).toBe(
      serverMessages.passkeyNotRecognised,
    );

    const made = await calls.assertion(jansPhone, { host: AEV });
    const elsewhere = await calls.login(made.passkeyToken, made.credential, 'ble.localhost:8311');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(serverMessages.passkeyAttemptEnded);

    const aevPasskey = (await credentialIdsOf(janId, 'aev.localhost'))[0];
    const signedForAev = await calls.assertion(jansPhone, {
      credentialId: aevPasskey,
      rpId: 'aev.localhost',
    });
    expect((await calls.login(signedForAev.passkeyToken, signedForAev.credential)).json().message).toBe(
      serverMessages.passkeyNotRecognised,
    );
  });

  it('refuses an assertion without user verification', async () => {
    const { passkeyToken, credential } = await calls.assertion(jansPhone, { userVerified: false });
    expect((await calls.login(passkeyToken, credential)).statusCode).toBe(401);
  });

  it(`takes an answer up to ${PASSKEY_CHALLENGE_MINUTES} minutes after the challenge, not at that moment`, async () => {
    const inTime = await calls.assertion(jansPhone);
    t.clock.advance(PASSKEY_CHALLENGE_MINUTES * 60_000 - 1000);
    expect((await calls.login(inTime.passkeyToken, inTime.credential)).statusCode).toBe(200);

    const late = await calls.assertion(jansPhone);
    t.clock.advance(PASSKEY_CHALLENGE_MINUTES * 60_000);
    const reply = await calls.login(late.passkeyToken, late.credential);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe(serverMessages.passkeyAttemptEnded);
  });

  it('keeps a blocked account blocked: 423 with the minutes left, as a password login', async () => {
    await t.db.insert(loginBlocks).values({
      accountId: janId,
      clientAddress: IP,
      blockedUntil: new Date(t.clock.now().getTime() + 600_000),
    });
    const { passkeyToken, credential } = await calls.assertion(jansPhone);
    const reply = await calls.login(passkeyToken, credential);
    expect(reply.statusCode).toBe(423);
    expect(reply.json()).toMatchObject({ message: serverMessages.accountBlocked, minutes: 10 });
  });

  it('counts failed assertions as failed logins: the fifth in a row blocks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      const { passkeyToken, credential } = await calls.assertion(jansPhone, { userVerified: false });
      statuses.push((await calls.login(passkeyToken, credential)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const failed = await t.db
      .select()
      .from(loginEvents)
      .where(
        and(
          eq(loginEvents.accountId, janId),
          eq(loginEvents.method, 'passkey'),
          eq(loginEvents.outcome, 'failed'),
        ),
      );
    expect(failed.length).toBeGreaterThanOrEqual(MAX_FAILED_ATTEMPTS - 1);
  });

  it('answers 429 once this address guessed wrong too often, as the password login does', async () => {
    const at = t.clock.now();
    await t.db.insert(throttleEvents).values(
      Array.from({ length: MAX_GUESSES_PER_CLIENT }, () => ({
        kind: 'guess' as const,
        key: clientKey(IP),
        at,
      })),
    );
    const { passkeyToken, credential } = await calls.assertion(jansPhone);
    const reply = await calls.login(passkeyToken, credential);
    expect(reply.statusCode).toBe(429);
    expect(reply.json().message).toBe(serverMessages.tooManyAttempts);
  });

  it('refuses an account whose login is not active', async () => {
    await t.db.update(accounts).set({ loginActive: false }).where(eq(accounts.accountId, janId));
    try {
      const { passkeyToken, credential } = await calls.assertion(jansPhone);
      const reply = await calls.login(passkeyToken, credential);
      expect(reply.statusCode).toBe(401);
      expect(reply.json().message).toBe(serverMessages.accountNotActivated);
    } finally {
      await t.db.update(accounts).set({ loginActive: true }).where(eq(accounts.accountId, janId));
    }
  });
});
