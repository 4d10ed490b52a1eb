import type { AccessTokenClaims } from '@mijn/contract';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, contactChanges, customers, outboxMessages } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetAttempts());

const claims = (token: string) => decodeJwt(token) as unknown as AccessTokenClaims;

const post = (url: string, token: string, payload: object, language = 'nl') => {
  // Messages sent in one frozen instant would have no order.
  t.clock.advance(1000);
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { ...bearer(token), 'accept-language': language },
    payload,
  });
};

const startPhone = (token: string, phoneNumber: string) =>
  post('account/startPhoneNumberChange', token, { phoneNumber });
const startEmail = (token: string, emailAddress: string, language = 'nl') =>
  post('account/startEmailAddressChange', token, { emailAddress }, language);
const confirm = (token: string, channel: 'phone' | 'email', verificationCode: string, language = 'nl') =>
  post('account/confirmContactChange', token, { channel, verificationCode }, language);

/** The newest message to an address, as the outbox holds it. */
async function newestTo(to: string) {
  const [message] = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.sentAt))
    .limit(1);
  return message;
}

async function phoneOf(username: string) {
  const [row] = await t.db
    .select({ phoneNumber: accounts.phoneNumber })
    .from(accounts)
    .where(eq(accounts.username, username));
  return row?.phoneNumber;
}

async function emailOf(customerNumber: string) {
  const [row] = await t.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  return row?.email;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

async function setPhone(username: string, phoneNumber: string) {
  await t.db.update(accounts).set({ phoneNumber }).where(eq(accounts.username, username));
}

describe('bad input', () => {
  it.each([
    ['account/startPhoneNumberChange', { phoneNumber: 'call me' }, 'body.phoneNumber'],
    ['account/startPhoneNumberChange', {}, 'body.phoneNumber'],
    ['account/startEmailAddressChange', { emailAddress: 'jan@' }, 'body.emailAddress'],
    ['account/confirmContactChange', { channel: 'phone', verificationCode: '1234' }, 'body.verificationCode'],
    ['account/confirmContactChange', { channel: 'fax', verificationCode: '12345' }, 'body.channel'],
    ['account/UpdateAccountDetails', { username: 'short' }, 'body.username'],
    ['account/UpdateAccountDetails', { username: 'x'.repeat(51) }, 'body.username'],
  ])('%s refuses %j with 400 naming %s', async (url, payload, path) => {
    const { accessToken } = await t.loginFully('peter.jansen');
    const reply = await post(url, accessToken, payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().fields.map((field: { path: string }) => field.path)).toContain(path);
  });

  it('refuses the number already on file', async () => {
    const { accessToken } = await t.loginFully('peter.jansen');
    const reply = await startPhone(accessToken, (await phoneOf('peter.jansen')) ?? '');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('This is the address on file already');
  });

  it('needs the update-account right and a session', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/startPhoneNumberChange',
      payload: { phoneNumber: '0699887766' },
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('a new phone number', () => {
  it('takes effect only with the code sent to it; the old number is told in the reader language', async () => {
    const old = '+31634567890';
    await setPhone('peter.jansen', old);
    const { accessToken } = await t.loginFully('peter.jansen');
    const started = await startPhone(accessToken, '06 99 88 77 66');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ channel: 'phone', sentTo: '******7766' });
    const sms = await newestTo('+31699887766');
    expect(sms?.code).toMatch(/^\d{5}$/);
    expect(await phoneOf('peter.jansen')).toBe(old);

    const wrong = await confirm(accessToken, 'phone', wrongCodeFor(sms?.code ?? ''));
    expect(wrong.json().message).toBe('Verificationcode was invalid');
    expect(await phoneOf('peter.jansen')).toBe(old);

    const confirmed = await confirm(accessToken, 'phone', sms?.code ?? '', 'en');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(claims(confirmed.json().accessToken).accountId).toBe(claims(accessToken).accountId);
    expect(await phoneOf('peter.jansen')).toBe('+31699887766');
    const told = await newestTo(old);
    expect(told?.text).toContain('has been changed to ******7766');
    expect(told?.code).toBeNull();

    const replayed = await confirm(accessToken, 'phone', sms?.code ?? '');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe('Verificationcode was invalid');
    // The next login's code goes to the new number.
    await t.loginFully('peter.jansen');
    expect((await newestTo('+31699887766'))?.text).toContain('verificatiecode');
  });

  it('holds its code 5 minutes: accepted just before, refused as expired at the end', async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    await startPhone(accessToken, '0611112222');
    const inTime = (await newestTo('+31611112222'))?.code ?? '';
    t.clock.advance(5 * 60_000 - 2000);
    expect((await confirm(accessToken, 'phone', inTime)).statusCode).toBe(200);

    await startPhone(accessToken, '0611113333');
    const late = (await newestTo('+31611113333'))?.code ?? '';
    t.clock.advance(5 * 60_000 - 1000);
    const expired = await confirm(accessToken, 'phone', late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Verificationcode expired');
    expect(await phoneOf('eva.smit')).toBe('+31611112222');
  });

  it('ends after 5 wrong codes, and a newer start replaces the earlier code', async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    await startPhone(accessToken, '0622223333');
    await startPhone(accessToken, '0622224444');
    const changes = await t.db
      .select({ newValue: contactChanges.newValue, closedAt: contactChanges.closedAt })
      .from(contactChanges)
      .where(eq(contactChanges.sessionId, (claims(accessToken) as unknown as { sid: string }).sid));
    expect(changes.filter((change) => change.closedAt === null).map((change) => change.newValue)).toEqual([
      '+31622224444',
    ]);
    const second = (await newestTo('+31622224444'))?.code ?? '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirm(accessToken, 'phone', wrongCodeFor(second))).statusCode).toBe(400);
    }
    const tooLate = await confirm(accessToken, 'phone', second);
    expect(tooLate.json().message).toBe('Verificationcode was invalid');
    expect(await phoneOf('eva.smit')).not.toBe('+31622224444');
  });

  it('is bound to the account and the session that started it', async () => {
    const jan = (await t.loginFully('jan.devries')).accessToken;
    const anna = (await t.loginFully('anna.devries')).accessToken;
    await startPhone(jan, '0633334444');
    const code = (await newestTo('+31633334444'))?.code ?? '';
    expect((await confirm(anna, 'phone', code)).statusCode).toBe(400);
    const janElsewhere = (await t.loginFully('jan.devries')).accessToken;
    expect((await confirm(janElsewhere, 'phone', code)).statusCode).toBe(400);
    expect(await phoneOf('anna.devries')).not.toBe('+31633334444');
    expect(await phoneOf('jan.devries')).not.toBe('+31633334444');
    expect((await confirm(jan, 'phone', code)).statusCode).toBe(200);
    await setPhone('jan.devries', '+31612345678');
  });

  it('dies with its session: a later login sweeps the expired session and its change', async () => {
    const { accessToken } = await t.loginFully('mark.peters');
    await startPhone(accessToken, '0677778888');
    const code = (await newestTo('+31677778888'))?.code ?? '';
    t.clock.advance(31 * 60_000);
    const next = (await t.loginFully('mark.peters')).accessToken;
    expect((await confirm(next, 'phone', code)).statusCode).toBe(400);
    expect(await phoneOf('mark.peters')).not.toBe('+31677778888');
  });

  it('sends at most 5 codes per account in 15 minutes', async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    // The login's own code counts for the client address only.
    const replies = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      replies.push((await startPhone(accessToken, `064444000${attempt}`)).statusCode);
    }
    expect(replies).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('a new e-mail address', () => {
  it('takes effect with its code, confirms the address and tells the old one', async () => {
    const { accessToken } = await t.loginFully('peter.jansen');
    const customerNumber = claims(accessToken).customerNumber;
    const old = (await emailOf(customerNumber)) ?? '';
    const started = await startEmail(accessToken, ' Peter.New@Example.nl ', 'en');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().sentTo).toBe('P***@Example.nl');
    const mail = await newestTo('Peter.New@Example.nl');
    expect(mail?.subject).toBe('Confirm your new e-mail address');
    expect(await emailOf(customerNumber)).toBe(old);

    const confirmed = await confirm(accessToken, 'email', mail?.code ?? '');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(claims(confirmed.json().accessToken)).toMatchObject({
      shouldVerifyEmailAddress: false,
      shouldProvideEmailAddress: false,
    });
    expect(await emailOf(customerNumber)).toBe('Peter.New@Example.nl');
    const told = await newestTo(old);
    expect(told?.subject).toBe('Uw e-mailadres is gewijzigd');
    expect(told?.text).toContain('P***@Example.nl');
  });

  it('a phone code does not confirm an e-mail change', async () => {
    const { accessToken } = await t.loginFully('anna.devries');
    await startPhone(accessToken, '0655556666');
    const code = (await newestTo('+31655556666'))?.code ?? '';
    expect((await confirm(accessToken, 'email', code)).statusCode).toBe(400);
  });

  it('account/UpdateContactDetails no longer replaces a confirmed address without the code', async () => {
    const { accessToken } = await t.loginFully('anna.devries');
    const reply = await post('account/UpdateContactDetails', accessToken, {
      emailAddress: 'someone.else@example.nl',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(
      'A confirmed e-mail address changes only with the code sent to the new address',
    );
    expect(await emailOf(claims(accessToken).customerNumber)).toBe('anna.devries@example.nl');
    const same = await post('account/UpdateContactDetails', accessToken, {
      emailAddress: 'Anna.DeVries@example.nl',
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('account/UpdateAccountDetails', () => {
  it('answers usernameExists for a name another account has, in any case, and changes nothing', async () => {
    const { accessToken } = await t.loginFully('peter.jansen');
    for (const username of ['anna.devries', 'Anna.DeVries']) {
      const reply = await post('account/UpdateAccountDetails', accessToken, { username });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ usernameExists: true });
    }
    expect((await t.login('peter.jansen')).statusCode).toBe(200);
  });

  it('sets a free name, lower-cased, which the next login uses', async () => {
    const { accessToken } = await t.loginFully('eva.smit');
    const reply = await post('account/UpdateAccountDetails', accessToken, { username: ' Eva.Smit.2026 ' });
    expect(reply.json()).toEqual({ usernameExists: false });
    const [eva] = await t.db
      .select({ email: customers.email })
      .from(accounts)
      .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
      .where(eq(accounts.username, 'eva.smit.2026'));
    const told = await newestTo(eva!.email!);
    expect(told).toMatchObject({ subject: 'Uw gebruikersnaam is gewijzigd' });
    expect(told!.text).toContain('gewijzigd in eva.smit.2026');
    expect((await t.login('eva.smit')).statusCode).toBe(401);
    const next = await t.loginFully('eva.smit.2026');
    await post('account/UpdateAccountDetails', next.accessToken, { username: 'eva.smit' });
    expect((await t.login('eva.smit')).statusCode).toBe(200);
  });
});

describe('Account/UpdatePassword when logged in', () => {
  it('ends the other sessions of the account and keeps the one that changed it', async () => {
    const other = (await t.loginFully('anna.devries')).accessToken;
    const changing = (await t.loginFully('anna.devries')).accessToken;
    const changed = await post('Account/UpdatePassword', changing, {
      Password: 'Nieuw-wachtwoord-1!',
      CurrentPassword: 'Welkom-2026!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const details = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/Account/GetAccountDetails', headers: bearer(token) });
    expect((await details(other)).statusCode).toBe(401);
    expect((await details(changed.json().accessToken)).statusCode).toBe(200);
  });
});
