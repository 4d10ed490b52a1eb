import { type IsValidReply, serverMessages } from '@mijn/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';
import { PASSWORD_RESET_AUDIENCE, REGISTRATION_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

/*
 * The flow tokens are permissions of the contract (decision 0022): the onRequest hook verifies them
 * before the body is even read, so a refused call never reaches validation nor the handler. Each
 * probe sends a body the schema would refuse: a 401 rather than a 400 shows the hook answered.
 */

let t: TestApp;
let accessToken: string;
let loginToken: string;
let registrationToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ accessToken, loginToken } = await t.loginFully('jan.devries'));
  const isValid = await t.app.inject({
    method: 'POST',
    url: '/api/CreateAccount/IsValid',
    payload: { agreementId: '10000004', birthDate: '1990/05/17' },
  });
  ({ registrationToken } = isValid.json<IsValidReply>());
});
afterAll(() => t.close());

/** A token of the right audience signed with another secret, or one that expired a minute ago. */
async function forged(audience: string, options: { secret?: string; expired?: boolean } = {}) {
  const iat = Math.floor(t.clock.now().getTime() / 1000) - 3600;
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setSubject('00000000-0000-4000-8000-000000000000')
    .setJti('forged')
    .setIssuedAt(iat)
    .setExpirationTime(options.expired ? iat + 3540 : iat + 7200)
    .sign(new TextEncoder().encode(options.secret ?? 'another-secret-that-is-long-enough-for-hs256-000'));
}

const post = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: { not: 'the schema' }, headers });

const registrationSteps = [
  '/api/CreateAccount/SendActivationCode',
  '/api/CreateAccount/ValidateActivationCode',
  '/api/CreateAccount/SendVerificationCode',
  '/api/CreateAccount',
];

describe('the registration token', () => {
  it.each(registrationSteps)('%s without a token: 401 from the hook', async (url) => {
    const reply = await post(url);
    expect(reply.statusCode, reply.body).toBe(401);
    expect(reply.json().message).toBe(serverMessages.missingToken);
  });

  it.each(registrationSteps)('%s with a wrong token: 401, the registration has ended', async (url) => {
    const wrong = [
      accessToken,
      loginToken,
      await forged(REGISTRATION_AUDIENCE),
      await forged(REGISTRATION_AUDIENCE, { secret: TEST_JWT_SECRET, expired: true }),
      'not-a-jwt',
    ];
    for (const token of wrong) {
      const reply = await post(url, bearer(token));
      expect(reply.statusCode, `${token}: ${reply.body}`).toBe(401);
      expect(reply.json().message).toBe(serverMessages.registrationEnded);
    }
  });

  it('passes the hook when it is the attempt’s own: then the schema answers', async () => {
    const reply = await post('/api/CreateAccount/SendActivationCode', bearer(registrationToken));
    expect(reply.statusCode, reply.body).toBe(400);
  });
});

describe('Account/UpdatePassword: a reset token or an access token with u-pw', () => {
  it('refuses a reset token that is forged or expired with the reset flow’s text', async () => {
    for (const token of [
      await forged(PASSWORD_RESET_AUDIENCE),
      await forged(PASSWORD_RESET_AUDIENCE, { secret: TEST_JWT_SECRET, expired: true }),
    ]) {
      const reply = await post('/api/Account/UpdatePassword', bearer(token));
      expect(reply.statusCode, reply.body).toBe(401);
      expect(reply.json().message).toBe(serverMessages.resetEnded);
    }
  });

  it('refuses another flow’s token as an invalid access token, and no token at all', async () => {
    for (const token of [registrationToken, loginToken]) {
      const reply = await post('/api/Account/UpdatePassword', bearer(token));
      expect(reply.statusCode, reply.body).toBe(401);
      expect(reply.json().message).toBe(serverMessages.invalidToken);
    }
    expect((await post('/api/Account/UpdatePassword')).json().message).toBe(serverMessages.missingToken);
  });
});

describe('Account/updatePhoneNumber: a login token or a registration token', () => {
  it('refuses an access token and a forged registration token before the handler', async () => {
    const asAccess = await post('/api/Account/updatePhoneNumber', bearer(accessToken));
    expect(asAccess.statusCode, asAccess.body).toBe(401);
    expect(asAccess.json().message).toBe(serverMessages.invalidToken);
    const forgedRegistration = await post(
      '/api/Account/updatePhoneNumber',
      bearer(await forged(REGISTRATION_AUDIENCE)),
    );
    expect(forgedRegistration.statusCode).toBe(401);
    expect(forgedRegistration.json().message).toBe(serverMessages.registrationEnded);
  });
});
