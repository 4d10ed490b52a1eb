import type { CollectivityContactInfo, CustomerSummary, IsValidReply } from '@mijn/contract';
import { decodeJwt, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';

/*
 * Issue 34: someone who holds the signing key (the development default, or a leaked one) re-signs a
 * real token with other claims. The token names its session; who the user is, what they may do and
 * until when come from the session on the server (decision 0084), so the changed claims change nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const A_YEAR = 365 * 24 * 3600;
const KARIN_BIRTH_DATE = '1978/10/05';
const KARIN_PHONE = '+31619283746';
const now = () => Math.floor(t.clock.now().getTime() / 1000);

/** The token's own payload with some claims changed, signed again with the server's key. */
const resign = (token: string, changes: JWTPayload) =>
  new SignJWT({ ...decodeJwt(token), ...changes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('an access token re-signed with other claims', () => {
  it("with another household's customerNumber and exp a year ahead reads only the session's own data", async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    const eva = await t.customerNumberOf('Eva', 'Smit');
    const peter = await t.customerNumberOf('Peter', 'Jansen');
    const forged = await resign(accessToken, { customerNumber: peter, exp: now() + A_YEAR });

    const people = await get('/api/Customer/GetAllCustomersWithPolicy', forged);
    expect(people.statusCode).toBe(200);
    expect(people.json<CustomerSummary[]>().map((person) => person.customerNumber)).toEqual([eva]);
    const details = await get('/api/Customer/GetCustomerDetails', forged);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ customerNumber: eva, firstName: 'Eva' });
    expect(details.body).not.toContain(peter);
    const asked = await get(`/api/Customer/GetCustomerDetails?customerNumber=${peter}`, forged);
    expect(asked.statusCode).toBe(403);
  });

  it("takes the role and the permissions from the session: a partner's token made a policyholder's gets nothing more", async () => {
    const { accessToken } = await t.loginFully('anna.devries');
    const claims = decodeJwt<{ permissions: string[] }>(accessToken);
    expect(claims.permissions).not.toContain('r-inv');
    const forged = await resign(accessToken, {
      role: 'H',
      permissions: [...claims.permissions, 'r-inv', 'admin'],
      exp: now() + A_YEAR,
    });
    expect((await get('/api/Debitan/Invoices', forged)).statusCode).toBe(403);
    const tim = await t.customerNumberOf('Tim', 'Vries');
    expect((await get(`/api/Customer/GetCustomerDetails?customerNumber=${tim}`, forged)).statusCode).toBe(
      403,
    );

    const withoutAny = await resign(accessToken, { permissions: [] });
    expect((await post('/api/Account/GetAccountDetails', withoutAny)).statusCode).toBe(200);
    expect((await get('/api/Customer/GetCustomerDetails', withoutAny)).statusCode).toBe(200);
  });

  it("answers the session's label, not the one the token names", async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    const forged = await resign(accessToken, { collectivityLabel: 'pve' });
    const reply = await get('/api/Collectivity', forged);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<CollectivityContactInfo>().phoneNumber).toBe('088-9101000');
  });

  it("ends with the session's 30 minutes, whatever exp the token carries", async () => {
    const { accessToken } = await t.loginFully('mark.peters');
    const forged = await resign(accessToken, { exp: now() + A_YEAR });
    t.clock.advance(30 * 60_000 - 1000);
    expect((await post('/api/Account/GetAccountDetails', forged)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await post('/api/Account/GetAccountDetails', forged)).statusCode).toBe(401);
  });

  it("names the session's own account only: another account's sub is refused", async () => {
    const { accessToken } = await t.loginFully('sanne.devries');
    const jan = decodeJwt((await t.loginFully('jan.devries')).accessToken);
    const forged = await resign(accessToken, { sub: jan.sub, accountId: jan.sub });
    expect((await post('/api/Account/GetAccountDetails', forged)).statusCode).toBe(401);
  });
});

describe('flow tokens re-signed with exp a year ahead', () => {
  it("a login token ends with its attempt's 15 minutes", async () => {
    const { loginToken } = (await t.login('karin.dekker')).json<{ loginToken: string }>();
    const forged = await resign(loginToken, { exp: now() + A_YEAR });
    t.clock.advance(15 * 60_000 - 1000);
    expect((await post('/api/Account/ResendVerificationCode', forged)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await post('/api/Account/ResendVerificationCode', forged)).statusCode).toBe(401);
  });

  it("a login token names its attempt's account only: another account's sub is refused", async () => {
    const { loginToken } = (await t.login('ruben.koster')).json<{ loginToken: string }>();
    const jan = decodeJwt((await t.loginFully('jan.devries')).accessToken);
    const forged = await resign(loginToken, { sub: jan.sub });
    expect((await post('/api/Account/ResendVerificationCode', forged)).statusCode).toBe(401);
  });

  it("a registration token ends with its attempt's 30 minutes", async () => {
    const isValid = await t.app.inject({
      method: 'POST',
      url: '/api/CreateAccount/IsValid',
      payload: { agreementId: '10000004', birthDate: '1990/05/17' },
    });
    const { registrationToken, customerNumber } = isValid.json<IsValidReply>();
    const forged = await resign(registrationToken, { exp: now() + A_YEAR });
    const sendActivationCode = () =>
      post('/api/CreateAccount/SendActivationCode', forged, { email: 'lisa@example.nl', customerNumber });
    t.clock.advance(30 * 60_000 - 1000);
    expect((await sendActivationCode()).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await sendActivationCode();
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This registration has ended; start again');
  });

  it("a password-reset token ends with its reset's 10 minutes", async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { username: 'karin.dekker', birthDate: KARIN_BIRTH_DATE },
    });
    const { loginToken, phoneNumber } = reset.json<{ loginToken: string; phoneNumber: string }>();
    expect(phoneNumber).toBeTruthy();
    const validated = await post('/api/account/validateVerificationCodeResetFlow', loginToken, {
      verificationCode: await t.latestCode(KARIN_PHONE),
      resetType: 'password',
    });
    const { resetToken } = validated.json<{ resetToken: string }>();
    const forged = await resign(resetToken, { exp: now() + A_YEAR });
    t.clock.advance(10 * 60_000);
    const late = await post('/api/Account/UpdatePassword', forged, { Password: 'Nieuw-wachtwoord-7!' });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('This password reset has ended; start again');
  });
});
