import type { LoginReply, ResetFlowReply } from '@mijn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, customers, loginEvents, outboxMessages, policies } from '../../db/schema.ts';
import { demoPassword } from '../../db/seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const JAN_PHONE = '+31612345678';
const NEW_PASSWORD = 'Nieuw-wachtwoord-7!';

let t: TestApp;
let janPolicy: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ policyNumber: policies.policyNumber })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .where(eq(customers.firstName, 'Jan'));
  janPolicy = row?.policyNumber ?? '';
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

const resetPassword = (username: string, birthDate: string) =>
  post('/api/Account/ResetPassword', { username, birthDate });
const resetUsername = (policyNumber: string, birthDate: string) =>
  post('/api/Account/ResetUsername', { policyNumber, birthDate });
const validateReset = (token: string, verificationCode: string, resetType: 'username' | 'password') =>
  post('/api/account/validateVerificationCodeResetFlow', { verificationCode, resetType }, bearer(token));
const updatePassword = (token: string, Password: string, CurrentPassword?: string) =>
  post('/api/Account/UpdatePassword', { Password, CurrentPassword }, bearer(token));

async function latestEmail(to: string) {
  const [message] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, 'email')))
    .orderBy(desc(outboxMessages.sentAt))
    .limit(1);
  return message;
}

describe('POST /api/Account/ResetUsername', () => {
  it('sends an SMS code for policy number and birth date (yyyy/mm/dd) and answers the receiver with a loginToken', async () => {
    const reply = await resetUsername(janPolicy, '1980/03/14');
    expect(reply.statusCode).toBe(200);
    const body = reply.json<LoginReply>();
    expect(body).toMatchObject({
      username: 'jan.devries',
      phoneNumber: '******5678',
      isVerificationCodeNeeded: true,
    });
    expect(await t.latestCode(JAN_PHONE)).toMatch(/^\d{5}$/);
  });

  it('e-mails the username after the right code and answers the masked address', async () => {
    const { loginToken } = (await resetUsername(janPolicy, '1980/03/14')).json<LoginReply>();
    const reply = await validateReset(loginToken, await t.latestCode(JAN_PHONE), 'username');
    expect(reply.statusCode).toBe(200);
    expect(reply.json<ResetFlowReply>()).toEqual({ email: 'j***@example.nl' });
    expect((await latestEmail('jan.devries@example.nl'))?.text).toContain('jan.devries');
  });

  it('says "Could not send verificationcode" for a birth date that does not match, and for an unknown policy', async () => {
    for (const reply of [
      await resetUsername(janPolicy, '1980/03/15'),
      await resetUsername('999999999999', '1980/03/14'),
    ]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Could not send verificationcode');
    }
  });

  it('says "Account not found" for an insured person without an account', async () => {
    const [lisa] = await t.db
      .select({ policyNumber: policies.policyNumber })
      .from(policies)
      .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
      .where(eq(customers.firstName, 'Lisa'));
    const reply = await resetUsername(lisa?.policyNumber ?? '', '1990/05/17');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Account not found');
  });

  it('names what is missing: "Account does not have: phone number, e-mail address"', async () => {
    const [fatima] = await t.db
      .select({ policyNumber: policies.policyNumber })
      .from(policies)
      .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
      .where(eq(customers.firstName, 'Fatima'));
    await t.db.update(accounts).set({ phoneNumber: null }).where(eq(accounts.username, 'fatima.bakker'));
    const reply = await resetUsername(fatima?.policyNumber ?? '', '1987/09/30');
    await t.db
      .update(accounts)
      .set({ phoneNumber: '+31656789012' })
      .where(eq(accounts.username, 'fatima.bakker'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Account does not have: phone number, e-mail address');
  });

  it('answers 400 naming the field for a birth date in another format', async () => {
    const reply = await resetUsername(janPolicy, '14-03-1980');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/^body\.birthDate: /);
  });
});

describe('POST /api/Account/ResetPassword and the reset', () => {
  it('resets the password end to end and ends the sessions of before', async () => {
    const { accessToken: before } = await t.loginFully('anna.devries');
    t.clock.advance(1000);
    const reset = await resetPassword('anna.devries', '1982/07/22');
    expect(reset.statusCode).toBe(200);
    const { loginToken } = reset.json<LoginReply>();
    const validated = await validateReset(loginToken, await t.latestCode('+31623456789'), 'password');
    expect(validated.statusCode).toBe(200);
    const { email, resetToken } = validated.json<ResetFlowReply>();
    expect(email).toBe('a***@example.nl');
    expect(decodeJwt(resetToken ?? '').aud).toBe('mijn-password-reset');

    const updated = await updatePassword(resetToken ?? '', NEW_PASSWORD);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({});
    expect((await latestEmail('anna.devries@example.nl'))?.subject).toBe('Uw wachtwoord is gewijzigd');

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/Account/GetAccountDetails',
      headers: bearer(before),
    });
    expect(old.statusCode).toBe(401);
    expect((await t.login('anna.devries')).statusCode).toBe(401);
    expect((await t.login('anna.devries', NEW_PASSWORD)).statusCode).toBe(200);

    const again = await updatePassword(resetToken ?? '', 'Nog-een-keer-8!');
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This password reset has ended; start again');
  });

  it('refuses a reset token after its 10 minutes', async () => {
    const { loginToken } = (await resetPassword('mark.peters', '1985/01/09')).json<LoginReply>();
    const { resetToken } = (
      await validateReset(loginToken, await t.latestCode('+31667890123'), 'password')
    ).json<ResetFlowReply>();
    t.clock.advance(10 * 60_000 + 1000);
    const reply = await updatePassword(resetToken ?? '', NEW_PASSWORD);
    expect(reply.statusCode).toBe(401);
    expect(reply.json().message).toBe('This password reset has ended; start again');
  });

  it('answers an unknown username exactly as a wrong birth date (decision 0083): the same status and body', async () => {
    const wrongBirthDate = await resetPassword('jan.devries', '1980/03/15');
    const unknownUsername = await resetPassword('nobody.here', '1980/03/14');
    expect(wrongBirthDate.statusCode).toBe(400);
    expect(wrongBirthDate.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Could not send verificationcode',
    });
    expect(unknownUsername.statusCode).toBe(wrongBirthDate.statusCode);
    expect(unknownUsername.body).toBe(wrongBirthDate.body);
  });

  it('says "Account not activated" for an account that was never activated', async () => {
    await t.db.update(accounts).set({ loginActive: false }).where(eq(accounts.username, 'eva.smit'));
    const reply = await resetPassword('eva.smit', '1995/12/11');
    await t.db.update(accounts).set({ loginActive: true }).where(eq(accounts.username, 'eva.smit'));
    expect(reply.json().message).toBe('Account not activated');
  });

  it('says "Account does not have: phone number" without a phone', async () => {
    await t.db.update(accounts).set({ phoneNumber: null }).where(eq(accounts.username, 'eva.smit'));
    const reply = await resetPassword('eva.smit', '1995/12/11');
    await t.db.update(accounts).set({ phoneNumber: '+31678901234' }).where(eq(accounts.username, 'eva.smit'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Account does not have: phone number');
  });

  it('refuses a wrong and an expired code with the verification texts', async () => {
    const { loginToken } = (await resetPassword('jan.devries', '1980/03/14')).json<LoginReply>();
    const code = await t.latestCode(JAN_PHONE);
    const wrong = await validateReset(
      loginToken,
      String((Number(code) + 1) % 100_000).padStart(5, '0'),
      'password',
    );
    expect(wrong.json().message).toBe('Verificationcode was invalid');
    t.clock.advance(5 * 60_000);
    const expired = await validateReset(loginToken, code, 'password');
    expect(expired.json().message).toBe('Verificationcode expired');
  });

  it('keeps the purposes apart: a reset code never logs in, a login code never resets, a username code never resets the password', async () => {
    const { loginToken: resetToken } = (await resetPassword('jan.devries', '1980/03/14')).json<LoginReply>();
    const resetCode = await t.latestCode(JAN_PHONE);
    const asLogin = await post(
      '/api/account/validateVerificationCode',
      { verificationCode: resetCode },
      bearer(resetToken),
    );
    expect(asLogin.statusCode).toBe(400);
    expect(asLogin.json().message).toBe('Verificationcode was invalid');
    expect((await validateReset(resetToken, resetCode, 'username')).statusCode).toBe(400);

    const { loginToken } = (await t.login('jan.devries')).json<LoginReply>();
    const loginCode = await t.latestCode(JAN_PHONE);
    expect((await validateReset(loginToken, loginCode, 'password')).statusCode).toBe(400);
  });

  it('lets the forgot flow resend its code with the same token', async () => {
    const { loginToken } = (await resetPassword('jan.devries', '1980/03/14')).json<LoginReply>();
    t.clock.advance(1000);
    const resent = await post('/api/Account/ResendVerificationCode', undefined, bearer(loginToken));
    expect(resent.statusCode).toBe(200);
    expect((await validateReset(loginToken, await t.latestCode(JAN_PHONE), 'password')).statusCode).toBe(200);
  });

  it('records the forgot flow in the login history', async () => {
    const [jan] = await t.db.select().from(accounts).where(eq(accounts.username, 'jan.devries'));
    const events = await t.db
      .select()
      .from(loginEvents)
      .where(eq(loginEvents.accountId, jan?.accountId ?? ''));
    expect(events.map((event) => `${event.method}:${event.outcome}`)).toEqual(
      expect.arrayContaining(['forgot:code-sent', 'forgot:failed', 'forgot:reset-code-accepted']),
    );
  });
});

describe('POST /api/Account/UpdatePassword logged in', () => {
  it('answers a fresh access token without shouldResetPassword and ends the other sessions', async () => {
    const { accessToken: other } = await t.loginFully('fatima.bakker', 'Tijdelijk-2026!');
    const { accessToken } = await t.loginFully('fatima.bakker', 'Tijdelijk-2026!');
    expect(decodeJwt(accessToken).shouldResetPassword).toBe(true);
    t.clock.advance(1000);
    const reply = await updatePassword(accessToken, NEW_PASSWORD, 'Tijdelijk-2026!');
    expect(reply.statusCode).toBe(200);
    const fresh = reply.json<{ accessToken: string }>().accessToken;
    expect(decodeJwt(fresh).shouldResetPassword).toBe(false);
    const details = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/Account/GetAccountDetails', headers: bearer(token) });
    expect((await details(fresh)).statusCode).toBe(200);
    expect((await details(other)).statusCode).toBe(401);
    expect((await details(accessToken)).statusCode).toBe(401);
    expect((await t.login('fatima.bakker', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('needs the current password: a missing or wrong one counts as a wrong login, the fifth answers 423', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    const incorrect = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Incorrect username/password combination.',
    };
    const missing = await updatePassword(accessToken, NEW_PASSWORD);
    expect(missing.json()).toEqual(incorrect);
    for (let i = 0; i < 3; i++) {
      expect((await updatePassword(accessToken, NEW_PASSWORD, `Geraden-${i}-wachtwoord!`)).json()).toEqual(
        incorrect,
      );
    }
    const fifth = await updatePassword(accessToken, NEW_PASSWORD, 'Geraden-5-wachtwoord!');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ message: 'Account is temporary blocked', minutes: 15 });
    expect((await updatePassword(accessToken, NEW_PASSWORD, demoPassword)).statusCode).toBe(423);
    expect((await t.login('jan.devries')).statusCode).toBe(423);
    t.clock.advance(15 * 60_000);
    expect((await t.login('jan.devries', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await t.login('jan.devries', demoPassword)).statusCode).toBe(200);
  });

  it('refuses a password that breaks spec §5, a login token and no token', async () => {
    const { accessToken, loginToken } = await t.loginFully('jan.devries');
    const weak = await updatePassword(accessToken, 'short', demoPassword);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('body.Password: validators.password-length');
    expect((await updatePassword(loginToken, NEW_PASSWORD, demoPassword)).statusCode).toBe(401);
    expect((await post('/api/Account/UpdatePassword', { Password: NEW_PASSWORD })).statusCode).toBe(401);
    expect((await t.login('jan.devries', demoPassword)).statusCode).toBe(200);
  });
});

describe('POST /api/Account/updatePhoneNumber in a login', () => {
  it('sets the missing phone with the loginToken and sends the code there', async () => {
    await t.db.update(accounts).set({ phoneNumber: null }).where(eq(accounts.username, 'sanne.devries'));
    const login = (await t.login('sanne.devries')).json<LoginReply>();
    expect(login.phoneNumberIsUnknown).toBe(true);
    const reply = await post(
      '/api/Account/updatePhoneNumber',
      { phoneNumber: '06 11 22 33 44' },
      bearer(login.loginToken),
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ phoneNumber: '******3344', phoneNumberIsUnknown: false });
    const code = await t.latestCode('+31611223344');
    const validated = await post(
      '/api/account/validateVerificationCode',
      { verificationCode: code },
      bearer(login.loginToken),
    );
    expect(validated.statusCode).toBe(200);

    const second = (await t.login('sanne.devries')).json<LoginReply>();
    const refused = await post(
      '/api/Account/updatePhoneNumber',
      { phoneNumber: '0611223355' },
      bearer(second.loginToken),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Phone number already known');
  });

  it('refuses a number that is not a phone number and a missing bearer', async () => {
    const login = (await t.login('jan.devries')).json<LoginReply>();
    const bad = await post(
      '/api/Account/updatePhoneNumber',
      { phoneNumber: '12ab' },
      bearer(login.loginToken),
    );
    expect(bad.statusCode).toBe(400);
    expect((await post('/api/Account/updatePhoneNumber', { phoneNumber: '0611223344' })).statusCode).toBe(
      401,
    );
  });
});

describe('the work of a wrong username and birth date', () => {
  const statements: string[] = [];
  let logged: TestApp;
  beforeAll(async () => {
    logged = await createTestApp({ logQuery: (query) => statements.push(query) });
  });
  afterAll(() => logged.close());

  /** What one ResetPassword call made the database do: a read or a write, in order. */
  async function workOf(username: string, birthDate: string) {
    statements.length = 0;
    const reply = await logged.app.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      payload: { username, birthDate },
    });
    expect(reply.statusCode).toBe(400);
    return statements.map((statement) => (/^\s*select\b/i.test(statement) ? 'read' : 'write'));
  }

  it('is the same whether an account has the username: as many reads and writes, in the same order', async () => {
    const known = await workOf('jan.devries', '1980/03/15');
    const unknown = await workOf('nobody.here', '1980/03/14');
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });
});
