import type { AccessTokenClaims, LoginHistoryEntry, LoginReply } from '@mijn/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, agreements } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** The whole login from a browser that names itself. */
async function loginFrom(username: string, userAgent: string): Promise<string> {
  const { loginToken } = (await t.login(username)).json<LoginReply>();
  const [account] = await t.db.select().from(accounts).where(eq(accounts.username, username));
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/account/validateVerificationCode',
    headers: { ...bearer(loginToken), 'user-agent': userAgent },
    payload: { verificationCode: await t.latestCode(account?.phoneNumber ?? '') },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().accessToken;
}

const historyOf = async (token: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Account/GetLoginHistory',
    headers: bearer(token),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<LoginHistoryEntry[]>();
};

const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(token), payload: payload as object });

const accountDetails = async (token: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/Account/GetAccountDetails', headers: bearer(token) })
  ).json();

describe('GET Account/GetLoginHistory', () => {
  it("answers the account's own logins, newest first, with the device read from the browser", async () => {
    // A wrong password from a browser that names itself, and one from a client that does not.
    await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'user-agent': firefoxOnLinux },
      payload: { username: 'jan.devries', password: 'not-his-password' },
    });
    await t.login('jan.devries', 'not-his-password-either');
    await loginFrom('jan.devries', safariOnIphone);
    const jan = await loginFrom('jan.devries', chromeOnWindows);
    const history = await historyOf(jan);
    expect(history.slice(0, 4)).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password-sms',
        outcome: 'success',
        device: { browser: 'Chrome', os: 'Windows' },
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password-sms',
        outcome: 'success',
        device: { browser: 'Safari', os: 'iOS' },
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password-sms',
        outcome: 'failed',
        device: { browser: null, os: null },
      },
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password-sms',
        outcome: 'failed',
        device: { browser: 'Firefox', os: 'Linux' },
      },
    ]);
    const times = history.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('gives a co-insured of 16 or over their own history, never the main insured one', async () => {
    await loginFrom('jan.devries', chromeOnWindows);
    const sanne = await loginFrom('sanne.devries', safariOnIphone);
    const history = await historyOf(sanne);
    // Only her own login: jan's Chrome logins, and the steps within her login, are not in it.
    expect(history).toEqual([
      {
        id: expect.any(String),
        at: expect.any(String),
        method: 'password-sms',
        outcome: 'success',
        device: { browser: 'Safari', os: 'iOS' },
      },
    ]);
  });

  it('needs a login', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/Account/GetLoginHistory' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('digital or paper post (account/UpdateContactDetails)', () => {
  it('switches anna.devries to paper post and back; paper asks the digital-post question again', async () => {
    const anna = (await t.loginFully('anna.devries')).accessToken;
    expect(await accountDetails(anna)).toMatchObject({ digitalPost: true, paperPostAllowed: true });
    const paper = await post('account/UpdateContactDetails', anna, { digitalPost: false });
    expect(paper.statusCode, paper.body).toBe(200);
    const onPaper = paper.json().accessToken;
    expect((decodeJwt(onPaper) as unknown as AccessTokenClaims).shouldShowDigitalPopup).toBe(true);
    expect(await accountDetails(onPaper)).toMatchObject({ digitalPost: false });
    const digital = await post('account/UpdateContactDetails', onPaper, { digitalPost: true });
    expect(
      (decodeJwt(digital.json().accessToken) as unknown as AccessTokenClaims).shouldShowDigitalPopup,
    ).toBe(false);
  });

  it('tells and refuses paper post to someone whose agreement is paid by iDEAL (spec §4)', async () => {
    const eva = (await t.loginFully('eva.smit')).accessToken;
    const { customerNumber } = decodeJwt(eva) as unknown as AccessTokenClaims;
    await t.db
      .update(agreements)
      .set({ paymentMethod: 'iDeal' })
      .where(eq(agreements.policyholderNumber, customerNumber));
    expect(await accountDetails(eva)).toMatchObject({ digitalPost: true, paperPostAllowed: false });
    const reply = await post('account/UpdateContactDetails', eva, {
      digitalPost: false,
      digitalNewsletterActive: true,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Paper post is not allowed when paying by iDEAL');
    // Nothing of the refused change is written, the newsletter neither.
    expect(await accountDetails(eva)).toMatchObject({ digitalPost: true, digitalNewsletterActive: false });
  });

  it.each([
    ['a choice that is not true or false', { digitalPost: 'paper' }],
    ['a newsletter switch as text', { digitalPost: true, digitalNewsletterActive: 'yes' }],
    ['nothing to change', {}],
    ['no object at all', [true]],
  ])('answers 400 to %s and changes nothing', async (_, payload) => {
    const anna = (await t.loginFully('anna.devries')).accessToken;
    const before = await accountDetails(anna);
    const reply = await post('account/UpdateContactDetails', anna, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toEqual(expect.any(String));
    expect(await accountDetails(anna)).toEqual(before);
  });
});
