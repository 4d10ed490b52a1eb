import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app.ts';
import { createSessionStore } from './sessions.ts';
import { ACCESS_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

let t: TestApp;
let accessToken: string;
let loginToken: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ accessToken, loginToken } = await t.loginFully('jan.devries'));
});
afterAll(() => t.close());

const details = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/Account/GetAccountDetails', headers });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a token with the test secret, so only the chosen part differs from a real one. */
async function forge(
  claims: Record<string, unknown>,
  options: { audience?: string; issuer?: string; secret?: string; expiresInSeconds?: number } = {},
) {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? TOKEN_ISSUER)
    .setAudience(options.audience ?? ACCESS_AUDIENCE)
    .setSubject(String(claims.accountId))
    .setJti('forged')
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.expiresInSeconds ?? 600))
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

const realClaims = () => {
  const {
    iat: _iat,
    exp: _exp,
    iss: _iss,
    aud: _aud,
    sub: _sub,
    jti: _jti,
    ...claims
  } = decodeJwt(accessToken);
  return claims;
};

describe('bearer tokens', () => {
  it('accepts the real access token', async () => {
    expect((await details(bearer(accessToken))).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a malformed header', async () => {
    expect((await details()).statusCode).toBe(401);
    expect((await details({ authorization: accessToken })).statusCode).toBe(401);
    expect((await details(bearer('not-a-jwt'))).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await forge(realClaims(), { secret: 'another-secret-that-is-long-enough-0123456789' });
    expect((await details(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses a changed payload under the original signature', async () => {
    const [header, , signature] = accessToken.split('.');
    const payload = { ...decodeJwt(accessToken), permissions: ['admin', 'login'] };
    expect((await details(bearer(`${header}.${base64url(payload)}.${signature}`))).statusCode).toBe(401);
  });

  it('refuses alg none', async () => {
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(decodeJwt(accessToken))}.`;
    expect((await details(bearer(unsigned))).statusCode).toBe(401);
  });

  it('refuses another audience and another issuer', async () => {
    expect((await details(bearer(await forge(realClaims(), { audience: 'someone-else' })))).statusCode).toBe(
      401,
    );
    expect((await details(bearer(await forge(realClaims(), { issuer: 'someone-else' })))).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired token', async () => {
    const short = await forge(realClaims(), { expiresInSeconds: 60 });
    expect((await details(bearer(short))).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await details(bearer(short))).statusCode).toBe(401);
  });

  it('refuses the login token where an access token is needed', async () => {
    expect((await details(bearer(loginToken))).statusCode).toBe(401);
  });

  it("answers 403 when the session lacks the permission of the endpoint (a partner's, the invoices)", async () => {
    const { accessToken: anna } = await t.loginFully('anna.devries');
    const reply = await t.app.inject({ method: 'GET', url: '/api/Debitan/Invoices', headers: bearer(anna) });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Not allowed' });
  });

  it('refuses tokens of sessions that ended, on whichever instance they ended', async () => {
    const { accessToken: token } = await t.loginFully('anna.devries');
    expect((await details(bearer(token))).statusCode).toBe(200);
    const [anna] = await t.db.select().from(accounts).where(eq(accounts.username, 'anna.devries'));
    // Another instance's store: this app hears of it only through the database.
    await createSessionStore(t.db, t.clock, () => {}).endAll(anna?.accountId ?? '');
    expect((await details(bearer(token))).statusCode).toBe(401);
    const { accessToken: fresh } = await t.loginFully('anna.devries');
    expect((await details(bearer(fresh))).statusCode).toBe(200);
  });
});
