import type { AccessTokenReply, IsValidReply, LoginReply, ResetFlowReply } from '@mijn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, outboxMessages, policies } from '../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { accountLanguage } from './account-language.ts';

const JAN_PHONE = '+31612345678';
const JAN_EMAIL = 'jan.devries@example.nl';
const LISA_PHONE = '+31687654321';
const english = { 'accept-language': 'en-US' };
const dutch = { 'accept-language': 'nl-NL' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

function post(url: string, headers: Record<string, string>, payload?: object) {
  // Messages sent in one frozen instant would have no order.
  t.clock.advance(1000);
  return t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
}

async function latestMessage(to: string, channel: 'sms' | 'email') {
  const [message] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, channel)))
    .orderBy(desc(outboxMessages.sentAt))
    .limit(1);
  if (!message) throw new Error(`no ${channel} to ${to}`);
  return message;
}

async function storedLanguage(username: string) {
  const [row] = await t.db
    .select({ accountId: accounts.accountId, customerNumber: accounts.customerNumber })
    .from(accounts)
    .where(eq(accounts.username, username));
  if (!row) throw new Error(`no account ${username}`);
  const byAccount = await accountLanguage(t.db, { accountId: row.accountId });
  expect(await accountLanguage(t.db, { customerNumber: row.customerNumber })).toBe(byAccount);
  return byAccount;
}

const login = (username: string, headers: Record<string, string>) =>
  post('/api/account/login', headers, { username, password: 'Welkom-2026!', rememberMe: false });

async function loginFully(username: string, phone: string, headers: Record<string, string>) {
  const { loginToken } = (await login(username, headers)).json<LoginReply>();
  const validated = await post(
    '/api/account/validateVerificationCode',
    { ...headers, ...bearer(loginToken) },
    {
      verificationCode: await t.latestCode(phone),
    },
  );
  expect(validated.statusCode).toBe(200);
  return validated.json<AccessTokenReply>().accessToken;
}

describe('the login code', () => {
  it('comes in English to an English screen and in Dutch to a Dutch one, and the account remembers it', async () => {
    await login('jan.devries', english);
    expect((await latestMessage(JAN_PHONE, 'sms')).text).toMatch(
      /^Your verification code is \d{5}\. The code is valid for \d+ minutes\.$/,
    );
    expect(await storedLanguage('jan.devries')).toBe('en');

    await login('jan.devries', dutch);
    expect((await latestMessage(JAN_PHONE, 'sms')).text).toMatch(
      /^Uw verificatiecode is \d{5}\. De code is \d+ minuten geldig\.$/,
    );
    expect(await storedLanguage('jan.devries')).toBe('nl');
  });

  it('is Dutch for a screen that sends no language', async () => {
    await login('jan.devries', {});
    expect((await latestMessage(JAN_PHONE, 'sms')).text).toMatch(/^Uw verificatiecode/);
    expect(await storedLanguage('jan.devries')).toBe('nl');
  });
});

describe('POST /api/account/language', () => {
  it('stores the language a logged-in person switched to, for messages sent later', async () => {
    const accessToken = await loginFully('jan.devries', JAN_PHONE, dutch);
    expect(await storedLanguage('jan.devries')).toBe('nl');

    const switched = await post('/api/account/language', bearer(accessToken), { language: 'en' });
    expect(switched.statusCode).toBe(200);
    expect(await storedLanguage('jan.devries')).toBe('en');
  });

  it('refuses a caller without a session and a language the portal does not speak', async () => {
    expect((await post('/api/account/language', {}, { language: 'en' })).statusCode).toBe(401);
    const accessToken = await loginFully('jan.devries', JAN_PHONE, dutch);
    const german = await post('/api/account/language', bearer(accessToken), { language: 'de' });
    expect(german.statusCode).toBe(400);
    expect(await storedLanguage('jan.devries')).toBe('nl');
  });
});

describe('the forgot flows', () => {
  it('mails the username reminder in English to an English screen', async () => {
    const [policy] = await t.db
      .select({ policyNumber: policies.policyNumber })
      .from(policies)
      .innerJoin(accounts, eq(accounts.customerNumber, policies.customerNumber))
      .where(eq(accounts.username, 'jan.devries'));
    const reset = await post('/api/Account/ResetUsername', english, {
      policyNumber: policy?.policyNumber,
      birthDate: '1980/03/14',
    });
    expect((await latestMessage(JAN_PHONE, 'sms')).text).toMatch(/^Your verification code is/);
    const validated = await post(
      '/api/account/validateVerificationCodeResetFlow',
      { ...english, ...bearer(reset.json<LoginReply>().loginToken) },
      { verificationCode: await t.latestCode(JAN_PHONE), resetType: 'username' },
    );
    expect(validated.statusCode).toBe(200);
    expect(await latestMessage(JAN_EMAIL, 'email')).toMatchObject({
      subject: 'Your username',
      text: 'You asked for your username. Your username is: jan.devries',
    });
  });

  it('mails the password change in the language of the screen that changed it', async () => {
    const reset = await post('/api/Account/ResetPassword', english, {
      username: 'anna.devries',
      birthDate: '1982/07/22',
    });
    const validated = await post(
      '/api/account/validateVerificationCodeResetFlow',
      { ...english, ...bearer(reset.json<LoginReply>().loginToken) },
      { verificationCode: await t.latestCode('+31623456789'), resetType: 'password' },
    );
    const { resetToken } = validated.json<ResetFlowReply>();
    const updated = await post(
      '/api/Account/UpdatePassword',
      { ...english, ...bearer(resetToken ?? '') },
      {
        Password: 'New-password-2026!',
      },
    );
    expect(updated.statusCode).toBe(200);
    expect(await latestMessage('anna.devries@example.nl', 'email')).toMatchObject({
      subject: 'Your password has been changed',
      text: 'The password of your account has been changed. Did you not do this yourself? Please contact us.',
    });
  });
});

describe('registration', () => {
  it('mails the activation code and texts the verification code in English, and the new account keeps English', async () => {
    const isValid = await post('/api/CreateAccount/IsValid', english, {
      agreementId: '10000004',
      birthDate: '1990/05/17',
    });
    const { customerNumber, registrationToken } = isValid.json<IsValidReply>();
    const withToken = { ...english, ...bearer(registrationToken) };
    const email = 'lisa.language@example.nl';
    await post('/api/CreateAccount/SendActivationCode', withToken, { email, customerNumber });
    const activation = await latestMessage(email, 'email');
    expect(activation.subject).toBe('Your activation code');
    expect(activation.text).toMatch(/^Your activation code is \d{5}\. The code is valid for \d+ minutes\.$/);

    await post('/api/CreateAccount/ValidateActivationCode', withToken, { email, code: activation.code });
    const sms = await post('/api/CreateAccount/SendVerificationCode', withToken);
    expect(sms.statusCode).toBe(200);
    const verification = await latestMessage(LISA_PHONE, 'sms');
    expect(verification.text).toMatch(/^Your verification code is \d{5}\./);

    const created = await post('/api/CreateAccount', withToken, {
      username: 'lisa.language',
      password: 'Welkom-2026!',
      verificationCode: verification.code,
    });
    expect(created.statusCode).toBe(200);
    expect(await storedLanguage('lisa.language')).toBe('en');
  });
});
