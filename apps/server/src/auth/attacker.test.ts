import type { LoginReply } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, unknownUsernameBlocks } from '../db/schema.ts';
import { demoPassword } from '../db/seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { loginHistory } from './login-history.ts';
import { clientKey, createThrottle, MAX_SENDS_PER_CLIENT } from './throttle.ts';
import { REGISTRATION_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

/**
 * A scripted attacker (issue 3, "Done when"): guessing passwords, codes, usernames, birth dates and
 * agreement data is slowed to a crawl; forged tokens do not get in; a revoked session stays out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

const from = (remoteAddress: string) => ({
  login: (username: string, password: string) => {
    t.clock.advance(1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      remoteAddress,
      payload: { username, password, rememberMe: false },
    });
  },
  post: (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress, headers, payload }),
});

const attacker = from('203.0.113.66');
const guesses = (n: number) => Array.from({ length: n }, (_, i) => `Guess-${i}-password!`);

async function statuses(requests: (() => Promise<{ statusCode: number }>)[]) {
  const codes: number[] = [];
  for (const request of requests) codes.push((await request()).statusCode);
  return codes;
}

describe('password guessing', () => {
  it('gets 5 tries per 15 minutes from one address, then only 423, even for the right password', async () => {
    const codes = await statuses(
      guesses(25).map((password) => () => attacker.login('peter.jansen', password)),
    );
    expect(codes.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(codes.slice(4).every((code) => code === 423)).toBe(true);
    expect((await attacker.login('peter.jansen', demoPassword)).statusCode).toBe(423);
  });

  it('cannot lock the customer out: their own address still logs in', async () => {
    await t.loginFully('anna.devries');
    await statuses(guesses(6).map((password) => () => attacker.login('anna.devries', password)));
    expect((await attacker.login('anna.devries', demoPassword)).statusCode).toBe(423);
    expect((await t.login('anna.devries')).statusCode).toBe(200);
  });

  it('many addresses together lock the account for 15 minutes, except for addresses it logged in from', async () => {
    await t.loginFully('mark.peters');
    for (let a = 1; a <= 5; a++) {
      const bot = from(`198.51.100.${a}`);
      for (const password of guesses(4)) await bot.login('mark.peters', password);
    }
    expect((await from('198.51.100.99').login('mark.peters', demoPassword)).statusCode).toBe(423);
    expect((await t.login('mark.peters')).statusCode).toBe(200);
  });

  it('an address that guesses many usernames gets 429 after 30 wrong guesses, the same text for known and unknown before', async () => {
    const bot = from('203.0.113.77');
    const codes = await statuses(
      Array.from({ length: 40 }, (_, i) => () => bot.login(`someone.${i}`, 'Wrong-password-1!')),
    );
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes.slice(30).every((code) => code === 429)).toBe(true);
    const refused = await bot.login('jan.devries', demoPassword);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: 'Too many attempts; try again later' });
    t.clock.advance(15 * 60_000);
    expect((await bot.login('jan.devries', demoPassword)).statusCode).toBe(200);
  });
});

describe('username enumeration (decision 0018)', () => {
  const sixGuesses = async (username: string) => {
    const replies: { statusCode: number; body: unknown }[] = [];
    for (const password of guesses(6)) {
      const reply = await attacker.login(username, password);
      replies.push({ statusCode: reply.statusCode, body: reply.json() });
    }
    return replies;
  };

  it('blocks an unknown username as a known one: the same replies, 423 with the minutes from the fifth try', async () => {
    const known = await sixGuesses('peter.jansen');
    await t.resetAttempts();
    const unknown = await sixGuesses('niemand.bekend');
    expect(unknown).toEqual(known);
    expect(unknown[4]).toEqual({
      statusCode: 423,
      body: { statusCode: 423, error: 'Locked', message: 'Account is temporary blocked', minutes: 15 },
    });
    expect((await from('203.0.113.67').login('niemand.bekend', 'Nog-een-gok-1!')).statusCode).toBe(401);
    t.clock.advance(15 * 60_000);
    expect((await attacker.login('Niemand.Bekend', 'Nog-een-gok-2!')).statusCode).toBe(401);
  });

  it('locks an unknown username everywhere after failures from many addresses, as an account', async () => {
    for (let a = 1; a <= 5; a++) {
      const bot = from(`198.51.100.${a}`);
      for (const password of guesses(4)) await bot.login('ook.niemand', password);
    }
    const fresh = await from('198.51.100.99').login('ook.niemand', 'Wat-dan-ook-1!');
    expect(fresh.statusCode).toBe(423);
    expect(fresh.json().minutes).toBe(15);
  });

  it('keeps no username in clear for the counts', async () => {
    await attacker.login('mijn.geheime.naam', 'Wat-dan-ook-1!');
    const rows = await t.db.select().from(unknownUsernameBlocks);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('geheime');
  });
});

describe('code guessing', () => {
  it('gets 5 wrong SMS codes, then 423: at most 5 of 100000 codes per 15 minutes', async () => {
    const { loginToken } = (await attacker.login('jan.devries', demoPassword)).json<LoginReply>();
    const codes = await statuses(
      Array.from(
        { length: 20 },
        (_, i) => () =>
          attacker.post(
            '/api/account/validateVerificationCode',
            { verificationCode: String(90000 + i) },
            bearer(loginToken),
          ),
      ),
    );
    expect(codes.filter((code) => code === 400)).toHaveLength(4);
    expect(codes.slice(4).every((code) => code === 423)).toBe(true);
  });
});

describe('forgot flow and registration guessing', () => {
  it('birth dates for a username: 5 tries, then 423, for a username no account has exactly as for eva.smit', async () => {
    const birthDateGuesses = async (username: string) => {
      const replies: { statusCode: number; body: unknown }[] = [];
      for (let i = 0; i < 10; i++) {
        const reply = await attacker.post('/api/Account/ResetPassword', {
          username,
          birthDate: `1995/01/${String(i + 1).padStart(2, '0')}`,
        });
        replies.push({ statusCode: reply.statusCode, body: reply.json() });
      }
      return replies;
    };
    const known = await birthDateGuesses('eva.smit');
    expect(known.slice(0, 4).map((reply) => reply.statusCode)).toEqual([400, 400, 400, 400]);
    expect(known.slice(4).every((reply) => reply.statusCode === 423)).toBe(true);
    expect(await birthDateGuesses('niemand.bekend')).toEqual(known);
  });

  it('birth dates for an agreement: 5 wrong per 15 minutes from anywhere, then 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const reply = await from(`192.0.2.${i}`).post('/api/CreateAccount/IsValid', {
        agreementId: '10000004',
        birthDate: `1990/01/${String(i + 1).padStart(2, '0')}`,
      });
      codes.push(reply.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes.slice(5).every((code) => code === 429)).toBe(true);
  });
});

describe('messages that cost money', () => {
  it('sends at most 5 forgot-flow SMS per account per 15 minutes', async () => {
    const codes = await statuses(
      Array.from(
        { length: 7 },
        () => () =>
          attacker.post('/api/Account/ResetPassword', { username: 'jan.devries', birthDate: '1980/03/14' }),
      ),
    );
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('sends at most MAX_SENDS_PER_CLIENT messages for one address per 15 minutes', async () => {
    const throttle = createThrottle(t.db, t.clock);
    const key = clientKey('203.0.113.99');
    await throttle.recordSend(Array.from({ length: MAX_SENDS_PER_CLIENT - 1 }, () => key));
    await expect(throttle.assertCanSend([key])).resolves.toBeUndefined();
    await throttle.recordSend([key]);
    await expect(throttle.assertCanSend([key])).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many messages sent; try again later',
    });
    t.clock.advance(15 * 60_000 + 1000);
    await expect(throttle.assertCanSend([key])).resolves.toBeUndefined();
  });
});

describe('forged and revoked tokens', () => {
  it('refuses a registration token signed with another key or for another audience', async () => {
    const forge = (secret: string, audience: string) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(audience)
        .setSubject('00000000-0000-0000-0000-000000000000')
        .setIssuedAt()
        .setJti('x')
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(secret));
    for (const token of [
      await forge('another-secret-that-is-long-enough-0123456789', REGISTRATION_AUDIENCE),
      await forge('test-secret-that-is-long-enough-for-hs256-0123456789', 'mijn-portal'),
    ]) {
      const reply = await attacker.post('/api/CreateAccount/SendVerificationCode', {}, bearer(token));
      expect(reply.statusCode).toBe(401);
    }
  });

  it('cannot take the account with a stolen access token: a new password needs the current one', async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    for (const body of [{}, { CurrentPassword: 'Geraden-wachtwoord-1!' }]) {
      const changed = await attacker.post(
        '/api/Account/UpdatePassword',
        { Password: 'Overgenomen-2026!', ...body },
        bearer(accessToken),
      );
      expect(changed.statusCode).toBe(400);
    }
    expect((await t.login('eva.smit', 'Overgenomen-2026!')).statusCode).toBe(401);
    expect((await t.login('eva.smit')).statusCode).toBe(200);
  });

  it('keeps a revoked session out after a password change: access and login tokens of before', async () => {
    const { accessToken, loginToken } = await t.loginFully('sanne.devries');
    t.clock.advance(1000);
    const changed = await attacker.post(
      '/api/Account/UpdatePassword',
      { Password: 'Sanne-nieuw-2026!', CurrentPassword: demoPassword },
      bearer(accessToken),
    );
    expect(changed.statusCode).toBe(200);
    const details = await attacker.post('/api/Account/GetAccountDetails', {}, bearer(accessToken));
    expect(details.statusCode).toBe(401);
    const resend = await attacker.post('/api/Account/ResendVerificationCode', {}, bearer(loginToken));
    expect(resend.statusCode).toBe(401);
    await t.db
      .update(accounts)
      .set({ passwordHash: await t.app.ctx.hashPassword(demoPassword) })
      .where(eq(accounts.username, 'sanne.devries'));
  });
});

describe('login history', () => {
  it('lists failed attempts and blocks with time, method and outcome, newest first', async () => {
    const [peter] = await t.db.select().from(accounts).where(eq(accounts.username, 'peter.jansen'));
    const history = await loginHistory(t.db, peter?.accountId ?? '');
    const outcomes = history.map((entry) => `${entry.method}:${entry.outcome}`);
    expect(outcomes).toEqual(expect.arrayContaining(['password-sms:failed', 'password-sms:blocked']));
    expect(outcomes.filter((outcome) => outcome.endsWith(':blocked')).length).toBeGreaterThanOrEqual(2);
    const times = history.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
