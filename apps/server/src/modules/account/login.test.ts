import type { LoginReply, VerificationReceiver } from '@mijn/contract';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, loginChallenges, loginEvents } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const JAN_PHONE = '+31612345678';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

const validate = (loginToken: string, verificationCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/validateVerificationCode',
    headers: bearer(loginToken),
    payload: { verificationCode },
  });

const resend = (loginToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/Account/ResendVerificationCode', headers: bearer(loginToken) });

/** A code that is certainly not the one sent. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

async function accountRow(username: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.username, username));
  if (!row) throw new Error(`no account ${username}`);
  return row;
}

describe('POST /api/account/login', () => {
  it('answers the masked verification receiver and a login token, and sends the code by SMS', async () => {
    const reply = await t.login('Jan.DeVries');
    expect(reply.statusCode).toBe(200);
    const body = reply.json<LoginReply>();
    expect(body).toMatchObject({
      username: 'jan.devries',
      phoneNumber: '******5678',
      emailAddress: 'j***@example.nl',
      phoneNumberIsUnknown: false,
      emailAddressIsUnknown: false,
      isVerificationCodeNeeded: true,
      sendDate: t.clock.now().toISOString(),
    });
    expect(body.customerNumber).toMatch(/^\d+$/);
    expect(decodeJwt(body.loginToken).aud).toBe('mijn-login');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(await t.latestCode(JAN_PHONE)).toMatch(/^\d{5}$/);
  });

  it('stores the code hashed, never in clear', async () => {
    const reply = await t.login('jan.devries');
    const code = await t.latestCode(JAN_PHONE);
    const [challenge] = await t.db
      .select()
      .from(loginChallenges)
      .where(
        eq(loginChallenges.challengeId, decodeJwt(reply.json<LoginReply>().loginToken).challengeId as string),
      );
    expect(challenge?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.codeHash).not.toContain(code);
  });

  it('refuses a wrong password and an unknown username with the same exact text', async () => {
    const wrong = await t.login('jan.devries', 'Wrong-password-1!');
    const unknown = await t.login('nobody.here', 'Wrong-password-1!');
    for (const reply of [wrong, unknown]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Incorrect username/password combination.',
      });
    }
  });

  it('compares the whole password as typed: another case or a cut-off one is wrong (ASVS 5.0 6.2.8)', async () => {
    for (const password of ['welkom-2026!', 'WELKOM-2026!', 'Welkom-2026', ' Welkom-2026!']) {
      const reply = await t.login('jan.devries', password);
      expect(reply.statusCode, password).toBe(401);
      expect(reply.json().message).toBe('Incorrect username/password combination.');
    }
  });

  it('says "Account not activated" for an inactive account with the right password', async () => {
    await t.db.update(accounts).set({ loginActive: false }).where(eq(accounts.username, 'anna.devries'));
    const reply = await t.login('anna.devries');
    await t.db.update(accounts).set({ loginActive: true }).where(eq(accounts.username, 'anna.devries'));
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('Account not activated');
  });

  it('sends no code when the account has no phone number, and says so', async () => {
    await t.db.update(accounts).set({ phoneNumber: null }).where(eq(accounts.username, 'anna.devries'));
    const reply = await t.login('anna.devries');
    await t.db
      .update(accounts)
      .set({ phoneNumber: '+31623456789' })
      .where(eq(accounts.username, 'anna.devries'));
    expect(reply.statusCode).toBe(200);
    expect(reply.json<LoginReply>()).toMatchObject({
      phoneNumberIsUnknown: true,
      phoneNumber: null,
      sendDate: null,
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: '', password: 'x' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(reply.json().message).toMatch(/^body\.username: /);
  });

  it('records the login events with the client address', async () => {
    await t.login('sanne.devries', 'Wrong-password-1!');
    const sanne = await accountRow('sanne.devries');
    const events = await t.db.select().from(loginEvents).where(eq(loginEvents.accountId, sanne.accountId));
    expect(events).toContainEqual(
      expect.objectContaining({ method: 'password', outcome: 'failed', clientAddress: '127.0.0.1' }),
    );
  });
});

describe('POST /api/account/validateVerificationCode', () => {
  it('exchanges the right code for an access token with the claims of the contract', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      aud: 'mijn-portal',
      iss: 'mijn-server',
      role: 'H',
      collectivityLabel: 'default',
      firstName: 'Jan',
      lastName: 'Vries',
      prefix: 'de',
    });
    expect(claims.permissions).toEqual(expect.arrayContaining(['login', 'r-ins', 'u-ins']));
    expect(claims.permissions).not.toContain('admin');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 60);
  });

  it('gives a co-insured of 16+ her own role and no policyholder rights', async () => {
    const claims = decodeJwt((await t.loginFully('sanne.devries')).accessToken);
    expect(claims.role).toBe('M');
    expect(claims.permissions).toContain('login');
    expect(claims.permissions).not.toContain('u-ins');
  });

  it('takes the label from the agreement', async () => {
    const claims = decodeJwt((await t.loginFully('peter.jansen')).accessToken);
    expect(claims.collectivityLabel).toBe('aev');
  });

  it('refuses a wrong code with "Verificationcode was invalid"', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const reply = await validate(loginToken, wrongCodeFor(await t.latestCode(JAN_PHONE)));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Verificationcode was invalid',
    });
  });

  it('refuses a code after its 5 minutes with "Verificationcode expired"', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const code = await t.latestCode(JAN_PHONE);
    t.clock.advance(5 * 60_000);
    const reply = await validate(loginToken, code);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Verificationcode expired');
  });

  it('accepts a code just inside its 5 minutes', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const code = await t.latestCode(JAN_PHONE);
    t.clock.advance(5 * 60_000 - 1000);
    expect((await validate(loginToken, code)).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const code = await t.latestCode(JAN_PHONE);
    expect((await validate(loginToken, code)).statusCode).toBe(200);
    const again = await validate(loginToken, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Verificationcode was invalid');
  });

  it('answers 400 naming the field for a code of the wrong length', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const reply = await validate(loginToken, '123');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      message: 'body.verificationCode: validators.verification-code',
      fields: [{ path: 'body.verificationCode', key: 'validators.verification-code' }],
    });
  });
});

describe('POST /api/Account/ResendVerificationCode', () => {
  it('sends a new code and makes the old one invalid', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const first = await t.latestCode(JAN_PHONE);
    t.clock.advance(1000);
    const reply = await resend(loginToken);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<VerificationReceiver>()).toMatchObject({
      phoneNumber: '******5678',
      isVerificationCodeNeeded: true,
    });
    const second = await t.latestCode(JAN_PHONE);
    if (first !== second) expect((await validate(loginToken, first)).statusCode).toBe(400);
    expect((await validate(loginToken, second)).statusCode).toBe(200);
  });

  it('allows three codes per login attempt, then 429', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    expect((await resend(loginToken)).statusCode).toBe(200);
    expect((await resend(loginToken)).statusCode).toBe(200);
    const fourth = await resend(loginToken);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many verification codes requested for this login attempt');
  });

  it('refuses an access token as bearer', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    expect((await resend(accessToken)).statusCode).toBe(401);
  });
});

describe('temporary block after 5 wrong attempts', () => {
  const blockedBody = { statusCode: 423, error: 'Locked', message: 'Account is temporary blocked' };

  it('blocks on the fifth wrong password for 15 minutes, also for the right password, then releases', async () => {
    for (let i = 0; i < 4; i++)
      expect((await t.login('peter.jansen', 'Wrong-password-1!')).statusCode).toBe(401);
    const fifth = await t.login('peter.jansen', 'Wrong-password-1!');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ ...blockedBody, minutes: 15 });

    const right = await t.login('peter.jansen');
    expect(right.statusCode).toBe(423);
    expect(right.json().minutes).toBe(15);

    t.clock.advance(10 * 60_000);
    expect((await t.login('peter.jansen')).json().minutes).toBe(5);

    t.clock.advance(5 * 60_000);
    expect((await t.login('peter.jansen')).statusCode).toBe(200);

    const peter = await accountRow('peter.jansen');
    const blocks = await t.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.accountId, peter.accountId), eq(loginEvents.outcome, 'blocked')));
    expect(blocks).toHaveLength(1);
  });

  it('counts wrong codes too, and blocks verification while blocked', async () => {
    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const code = await t.latestCode(JAN_PHONE);
    for (let i = 0; i < 4; i++) expect((await validate(loginToken, wrongCodeFor(code))).statusCode).toBe(400);
    const fifth = await validate(loginToken, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({ ...blockedBody, minutes: 15 });
    const right = await validate(loginToken, code);
    expect(right.statusCode).toBe(423);
    expect((await resend(loginToken)).statusCode).toBe(423);
  });

  it('starts counting again after a successful login', async () => {
    for (let i = 0; i < 4; i++) await t.login('anna.devries', 'Wrong-password-1!');
    await t.loginFully('anna.devries');
    expect((await accountRow('anna.devries')).failedAttempts).toBe(0);
    expect((await t.login('anna.devries', 'Wrong-password-1!')).statusCode).toBe(401);
  });
});

describe('POST /api/Account/GetAccountDetails', () => {
  it('answers the account details of the token, with the previous login', async () => {
    await t.loginFully('jan.devries');
    t.clock.advance(60_000);
    const { accessToken } = await t.loginFully('jan.devries');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Account/GetAccountDetails',
      headers: bearer(accessToken),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const details = reply.json();
    expect(details).toMatchObject({
      username: 'jan.devries',
      email: 'jan.devries@example.nl',
      phoneNumber: JAN_PHONE,
      loginActive: true,
      iDinActive: false,
      loginInfo: { lastLoginMethod: 'sms-code' },
    });
    expect(new Date(details.loginInfo.lastLogin).getTime()).toBeLessThan(t.clock.now().getTime());
  });

  it('answers 401 without a token', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/Account/GetAccountDetails' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});
