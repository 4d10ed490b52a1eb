import type { LoginReply } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema.ts';
import { demoPassword } from '../../db/seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'Nieuw-wachtwoord-7!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const details = (token: string) => post('/api/Account/GetAccountDetails', token);
const logout = (token?: string) => post('/api/account/logout', token);
const changePassword = (token: string, CurrentPassword: string, Password = NEW_PASSWORD) =>
  post('/api/Account/UpdatePassword', token, { Password, CurrentPassword });

async function restorePassword(username: string) {
  await t.db
    .update(accounts)
    .set({ passwordHash: await t.app.ctx.hashPassword(demoPassword) })
    .where(eq(accounts.username, username));
}

describe('POST /api/account/logout', () => {
  it('ends the session on the server: its token answers 401 at once, another session goes on', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    const { accessToken: otherDevice } = await t.loginFully('jan.devries');
    expect((await details(accessToken)).statusCode).toBe(200);

    const reply = await logout(accessToken);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({});

    const after = await details(accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('The token is invalid or has expired');
    expect((await logout(accessToken)).statusCode).toBe(401);
    expect((await details(otherDevice)).statusCode).toBe(200);
  });

  it('ends the renewed tokens of the session too, the one before a popup and the one after', async () => {
    const { accessToken: first } = await t.loginFully('anna.devries');
    const renewed = await post('/api/Account/SignTermsOfAgreement', first);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json<{ accessToken: string }>().accessToken;
    expect(decodeJwt(second).sid).toBe(decodeJwt(first).sid);

    expect((await logout(second)).statusCode).toBe(200);
    expect((await details(first)).statusCode).toBe(401);
    expect((await details(second)).statusCode).toBe(401);
  });

  it('answers 401 without a token or with a login token', async () => {
    expect((await logout()).statusCode).toBe(401);
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    expect((await logout(loginToken)).statusCode).toBe(401);
  });
});

describe('a session lasts 30 minutes from its login', () => {
  it('a renewed token ends with its session: a popup answered at minute 20 does not keep it past minute 30', async () => {
    const { accessToken: first } = await t.loginFully('anna.devries');
    t.clock.advance(20 * 60_000);
    const renewed = await post('/api/Account/SignTermsOfAgreement', first);
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json<{ accessToken: string }>().accessToken;
    expect(decodeJwt(second).exp).toBe(decodeJwt(first).exp);

    t.clock.advance(10 * 60_000 + 1000);
    expect((await details(second)).statusCode).toBe(401);
  });
});

describe('a password change ends the sessions of the same second', () => {
  it('refuses a token issued in the second of the change, and a login begun in it', async () => {
    const [sanne] = await t.db.select().from(accounts).where(eq(accounts.username, 'sanne.devries'));
    const { accessToken: owner } = await t.loginFully('sanne.devries');
    // Each login moves the clock on by a second; these step back so that all happens in one second.
    t.clock.advance(-500);
    const { accessToken: stolen } = await t.loginFully('sanne.devries');
    t.clock.advance(-700);
    const { loginToken: pending } = (await t.login('sanne.devries')).json<LoginReply>();
    const pendingCode = await t.latestCode(sanne?.phoneNumber ?? '');
    t.clock.advance(100);
    const second = Math.floor(t.clock.now().getTime() / 1000);
    expect(decodeJwt(stolen).iat).toBe(second);
    expect(decodeJwt(pending).iat).toBe(second);

    const changed = await changePassword(owner, demoPassword);
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<{ accessToken: string }>().accessToken;

    expect((await details(stolen)).statusCode).toBe(401);
    expect((await details(owner)).statusCode).toBe(401);
    expect((await details(fresh)).statusCode).toBe(200);
    const verified = await post('/api/account/validateVerificationCode', pending, {
      verificationCode: pendingCode,
    });
    expect(verified.statusCode).not.toBe(200);
    expect((await post('/api/Account/ResendVerificationCode', pending)).statusCode).toBe(401);
    await restorePassword('sanne.devries');
  });
});
