import type { IsValidReply, RegistrationReceiver } from '@mijn/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, customers, outboxMessages, registrationAttempts } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const LISA = { agreementId: '10000004', birthDate: '1990/05/17' };
const LISA_PHONE = '+31687654321';
const LISA_EMAIL = 'lisa.nieuw@example.nl';
const PASSWORD = 'Lisa-wachtwoord-1!';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetAttempts();
  // Each test registers Lisa again: an account she made earlier counts as never activated.
  const [lisa] = await t.db.select().from(customers).where(eq(customers.firstName, 'Lisa'));
  await t.db
    .update(accounts)
    .set({ loginActive: false })
    .where(eq(accounts.customerNumber, lisa?.customerNumber ?? ''));
});

const post = (url: string, payload?: object, token?: string) => {
  // Messages sent in one frozen instant would have no order.
  t.clock.advance(1000);
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
};

async function latestEmailCode(to: string) {
  const [message] = await t.db
    .select({ code: outboxMessages.code, subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, 'email')))
    .orderBy(desc(outboxMessages.sentAt))
    .limit(1);
  return message?.code ?? '';
}

const wrong = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

/** IsValid, activation e-mail and its code: the attempt's token with a verified address. */
async function verifiedAttempt(email = LISA_EMAIL) {
  const { registrationToken, customerNumber } = (
    await post('/api/CreateAccount/IsValid', LISA)
  ).json<IsValidReply>();
  await post('/api/CreateAccount/SendActivationCode', { email, customerNumber }, registrationToken);
  const validated = await post(
    '/api/CreateAccount/ValidateActivationCode',
    { email, code: await latestEmailCode(email) },
    registrationToken,
  );
  expect(validated.statusCode).toBe(200);
  return { registrationToken, customerNumber };
}

describe('registering Lisa Visser from nothing to logged in', () => {
  it('goes IsValid -> SendActivationCode -> ValidateActivationCode -> SendVerificationCode -> CreateAccount -> login', async () => {
    const isValid = await post('/api/CreateAccount/IsValid', LISA);
    expect(isValid.statusCode).toBe(200);
    const { customerNumber, registrationToken } = isValid.json<IsValidReply>();
    expect(customerNumber).toMatch(/^\d{8}$/);

    const sent = await post(
      '/api/CreateAccount/SendActivationCode',
      { email: LISA_EMAIL, customerNumber },
      registrationToken,
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ email: 'l***@example.nl' });
    const activationCode = await latestEmailCode(LISA_EMAIL);
    expect(activationCode).toMatch(/^\d{5}$/);

    const validated = await post(
      '/api/CreateAccount/ValidateActivationCode',
      { email: LISA_EMAIL, code: activationCode },
      registrationToken,
    );
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toEqual({ email: LISA_EMAIL });

    const sms = await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    expect(sms.statusCode).toBe(200);
    expect(sms.json<RegistrationReceiver>()).toMatchObject({
      phoneNumber: '******4321',
      receivedPhoneNumber: '******4321',
      phoneNumberIsUnknown: false,
      customerNumber,
      sendDate: t.clock.now().toISOString(),
    });

    const created = await post(
      '/api/CreateAccount',
      { username: 'lisa.visser', password: PASSWORD, verificationCode: await t.latestCode(LISA_PHONE) },
      registrationToken,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ username: 'lisa.visser' });

    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    expect(customer?.email).toBe(LISA_EMAIL);
    const { accessToken } = await t.loginFully('lisa.visser', PASSWORD);
    expect(accessToken).toBeTruthy();

    const again = await post('/api/CreateAccount/IsValid', LISA);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Account already exists');
    const reuse = await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('This registration has ended; start again');
  });
});

describe('registration messages (spec §8)', () => {
  it('says "Incorrect combination" for an agreement number and birth date that do not belong together', async () => {
    const reply = await post('/api/CreateAccount/IsValid', {
      agreementId: '10000004',
      birthDate: '1990/05/18',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Incorrect combination');
  });

  it('says "Account already exists" for a customer with an active account', async () => {
    const reply = await post('/api/CreateAccount/IsValid', {
      agreementId: '10000001',
      birthDate: '1980/03/14',
    });
    expect(reply.json().message).toBe('Account already exists');
  });

  it('says "Username already exists" for a taken username, at IsValid and at CreateAccount', async () => {
    const early = await post('/api/CreateAccount/IsValid', {
      agreementId: '10000005',
      birthDate: '1986/06/03',
      username: 'jan.devries',
    });
    expect(early.json().message).toBe('Username already exists');
    const { registrationToken } = await verifiedAttemptFor(
      { agreementId: '10000005', birthDate: '1986/06/03' },
      'sophie@example.nl',
    );
    await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    const code = await t.latestCode('+31698765432');
    const taken = await post(
      '/api/CreateAccount',
      { username: 'Jan.DeVries', password: PASSWORD, verificationCode: code },
      registrationToken,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Username already exists');
    // The code was not used up: another username goes through.
    const created = await post(
      '/api/CreateAccount',
      { username: 'sophie.peters', password: PASSWORD, verificationCode: code },
      registrationToken,
    );
    expect(created.statusCode).toBe(200);
  });

  it('says "Account not found" when the customer number is not the attempt\'s', async () => {
    const { registrationToken } = (await post('/api/CreateAccount/IsValid', LISA)).json<IsValidReply>();
    const reply = await post(
      '/api/CreateAccount/SendActivationCode',
      { email: LISA_EMAIL, customerNumber: '20000001' },
      registrationToken,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Account not found');
  });

  it('refuses a wrong activation code, an expired one, and ends the attempt after 5 wrong', async () => {
    const { registrationToken, customerNumber } = (
      await post('/api/CreateAccount/IsValid', LISA)
    ).json<IsValidReply>();
    await post(
      '/api/CreateAccount/SendActivationCode',
      { email: LISA_EMAIL, customerNumber },
      registrationToken,
    );
    const code = await latestEmailCode(LISA_EMAIL);
    const validate = (c: string) =>
      post('/api/CreateAccount/ValidateActivationCode', { email: LISA_EMAIL, code: c }, registrationToken);
    const first = await validate(wrong(code));
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('Activationcode was invalid');
    t.clock.advance(5 * 60_000);
    expect((await validate(code)).json().message).toBe('Activationcode expired');
    await post(
      '/api/CreateAccount/SendActivationCode',
      { email: LISA_EMAIL, customerNumber },
      registrationToken,
    );
    const fresh = await latestEmailCode(LISA_EMAIL);
    for (let i = 0; i < 4; i++) await validate(wrong(fresh));
    const ended = await validate(fresh);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('This registration has ended; start again');
  });

  it('answers 400 naming the field for an activation code that is not 5 digits', async () => {
    const { registrationToken } = (await post('/api/CreateAccount/IsValid', LISA)).json<IsValidReply>();
    const reply = await post(
      '/api/CreateAccount/ValidateActivationCode',
      { email: LISA_EMAIL, code: '12a45' },
      registrationToken,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('body.code: validators.activation-code');
  });

  it('keeps the steps in order: no SMS before the e-mail address is verified', async () => {
    const { registrationToken } = (await post('/api/CreateAccount/IsValid', LISA)).json<IsValidReply>();
    const reply = await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('E-mail address not verified');
    expect((await post('/api/CreateAccount/SendVerificationCode')).statusCode).toBe(401);
  });

  it('refuses a wrong and an expired SMS code at CreateAccount with the verification texts', async () => {
    const { registrationToken } = await verifiedAttempt();
    await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    const code = await t.latestCode(LISA_PHONE);
    const create = (c: string) =>
      post(
        '/api/CreateAccount',
        { username: 'lisa.visser2', password: PASSWORD, verificationCode: c },
        registrationToken,
      );
    expect((await create(wrong(code))).json().message).toBe('Verificationcode was invalid');
    t.clock.advance(5 * 60_000);
    expect((await create(code)).json().message).toBe('Verificationcode expired');
  });

  it('stores both codes hashed', async () => {
    const { registrationToken } = await verifiedAttempt();
    await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    const code = await t.latestCode(LISA_PHONE);
    const [attempt] = await t.db
      .select()
      .from(registrationAttempts)
      .orderBy(desc(registrationAttempts.createdAt))
      .limit(1);
    expect(attempt?.smsCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(attempt?.smsCodeHash).not.toContain(code);
  });
});

describe('activation: a registration without a known phone (activeren)', () => {
  it('answers phoneNumberIsUnknown, takes the number with updatePhoneNumber and sends the code there', async () => {
    const [lisa] = await t.db
      .update(customers)
      .set({ phoneNumber: null })
      .where(eq(customers.firstName, 'Lisa'))
      .returning();
    await t.db
      .update(accounts)
      .set({ phoneNumber: null })
      .where(eq(accounts.customerNumber, lisa?.customerNumber ?? ''));
    const { registrationToken } = await verifiedAttempt();
    const sms = await post('/api/CreateAccount/SendVerificationCode', undefined, registrationToken);
    expect(sms.json<RegistrationReceiver>()).toMatchObject({
      phoneNumberIsUnknown: true,
      sendDate: null,
      phoneNumber: null,
    });
    const phone = await post(
      '/api/Account/updatePhoneNumber',
      { phoneNumber: '+31 6 99887766' },
      registrationToken,
    );
    expect(phone.statusCode).toBe(200);
    expect(phone.json()).toMatchObject({ receivedPhoneNumber: '******7766', phoneNumberIsUnknown: false });
    const created = await post(
      '/api/CreateAccount',
      {
        username: 'lisa.activeert',
        password: PASSWORD,
        verificationCode: await t.latestCode('+31699887766'),
      },
      registrationToken,
    );
    expect(created.statusCode).toBe(200);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.username, 'lisa.activeert'));
    expect(account?.phoneNumber).toBe('+31699887766');
  });

  it('refuses another number when one is known: the code must reach the known phone', async () => {
    const { registrationToken } = await verifiedAttemptFor(
      { agreementId: '10000001', birthDate: '1982/07/22' },
      'x@example.nl',
      true,
    );
    const reply = await post(
      '/api/Account/updatePhoneNumber',
      { phoneNumber: '0611111111' },
      registrationToken,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Phone number already known');
  });
});

/** A verified attempt for another person; `inactive` first turns their account into a never-activated one. */
async function verifiedAttemptFor(
  who: { agreementId: string; birthDate: string },
  email: string,
  inactive = false,
) {
  if (inactive)
    await t.db.update(accounts).set({ loginActive: false }).where(eq(accounts.username, 'anna.devries'));
  const isValid = await post('/api/CreateAccount/IsValid', who);
  expect(isValid.statusCode).toBe(200);
  const { registrationToken, customerNumber } = isValid.json<IsValidReply>();
  await post('/api/CreateAccount/SendActivationCode', { email, customerNumber }, registrationToken);
  await post(
    '/api/CreateAccount/ValidateActivationCode',
    { email, code: await latestEmailCode(email) },
    registrationToken,
  );
  return { registrationToken, customerNumber };
}
