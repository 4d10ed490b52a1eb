import { insurerYear } from '@mijn/domain';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens.ts';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let thisYear: number;
const tokens: Record<string, string> = {};
const users = ['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen'];

beforeAll(async () => {
  t = await createTestApp();
  thisYear = insurerYear(t.clock.now());
  Object.assign(tokens, await t.accessTokens(users));
});
afterAll(() => t.close());

const get = (username: string, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[username]!) });

const firstNames = async (username: string, path: string, query: Record<string, string> = {}) => {
  const reply = await get(username, `/api/Customer/${path}`, query);
  expect(reply.statusCode, `${username} ${path}`).toBe(200);
  return reply.json().map((customer: { firstName: string }) => customer.firstName);
};

describe('GET /api/Customer/GetAllCustomersWith*', () => {
  it('lists the main insured and the children under 16, never the partner or a child of 16 or over', async () => {
    for (const path of [
      'GetAllCustomersWithPolicy',
      'GetAllCustomersWithActivePolicy',
      'getAllCustomersWithActiveInsuranceCard',
      'GetAllCustomersWithPolicyInPast',
    ]) {
      expect(await firstNames('jan.devries', path), path).toEqual(['Jan', 'Tim']);
    }
    expect(
      await firstNames('jan.devries', 'GetAllCustomersWithPolicyForYear', { year: String(thisYear) }),
    ).toEqual(['Jan', 'Tim']);
  });

  it('lists only themselves for a partner and a co-insured of 16 or over', async () => {
    expect(await firstNames('anna.devries', 'GetAllCustomersWithActivePolicy')).toEqual(['Anna']);
    expect(await firstNames('sanne.devries', 'GetAllCustomersWithPolicy')).toEqual(['Sanne']);
    expect(await firstNames('peter.jansen', 'GetAllCustomersWithPolicy')).toEqual(['Peter']);
  });

  it('gives the person fields of spec §3 Customer', async () => {
    const [jan, tim] = (await get('jan.devries', '/api/Customer/GetAllCustomersWithPolicy')).json();
    expect(jan).toMatchObject({ role: 'H', isAdult: true, is16AndOlder: true, initials: 'J.', prefix: 'de' });
    expect(tim).toMatchObject({ role: 'M', isAdult: false, is16AndOlder: false, gender: 'male' });
    expect(tim.customerNumber).toMatch(/^\d{8}$/);
  });

  it('counts a year without cover as empty and next year only with checkForOffer once offered', async () => {
    expect(await firstNames('jan.devries', 'GetAllCustomersWithPolicyForYear', { year: '2001' })).toEqual([]);
    expect(
      await firstNames('jan.devries', 'GetAllCustomersWithPolicyForYear', { year: String(thisYear + 1) }),
    ).toEqual([]);
    const novemberFirst = new Date(`${thisYear}-11-01T12:00:00Z`);
    if (t.clock.now() < novemberFirst) {
      t.clock.set(novemberFirst);
      tokens['jan.devries'] = (await t.loginFully('jan.devries')).accessToken;
    }
    expect(
      await firstNames('jan.devries', 'GetAllCustomersWithPolicyForYear', {
        year: String(thisYear + 1),
        checkForOffer: 'true',
      }),
    ).toEqual(['Jan', 'Tim']);
  });

  it('refuses bad input with 400 and a missing token with 401', async () => {
    const bad = await get('jan.devries', '/api/Customer/GetAllCustomersWithPolicyForYear', { year: 'x' });
    expect(bad.statusCode).toBe(400);
    const badFlag = await get('jan.devries', '/api/Customer/GetAllCustomersWithPolicyForYear', {
      year: String(thisYear),
      checkForOffer: 'maybe',
    });
    expect(badFlag.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Customer/GetAllCustomersWithPolicy' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/Customer/GetCustomerDetails/', () => {
  const details = (username: string, customerNumber?: string) =>
    get(username, '/api/Customer/GetCustomerDetails/', customerNumber ? { customerNumber } : {});

  it("answers the user's own details with address and contact info", async () => {
    const reply = await details('jan.devries');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      firstName: 'Jan',
      role: 'H',
      address: { street: 'Lindelaan', houseNumber: 12, zipCode: '3521AB', city: 'Utrecht', country: 'NL' },
      contactInfo: { email: 'jan.devries@example.nl', phoneNumber: '+31612345678' },
    });
  });

  it('lets the main insured read a child under 16 and refuses the partner and a child of 16', async () => {
    const tim = await details('jan.devries', await t.customerNumberOf('Tim', 'Vries'));
    expect(tim.statusCode).toBe(200);
    expect(tim.json()).toMatchObject({ firstName: 'Tim', role: 'M', isAdult: false });
    expect((await details('jan.devries', await t.customerNumberOf('Sanne', 'Vries'))).statusCode).toBe(403);
    expect((await details('jan.devries', await t.customerNumberOf('Anna', 'Vries'))).statusCode).toBe(403);
  });

  it('keeps a co-insured of 16 to herself and another household out', async () => {
    expect((await details('sanne.devries')).json().firstName).toBe('Sanne');
    expect((await details('sanne.devries', await t.customerNumberOf('Jan', 'Vries'))).statusCode).toBe(403);
    expect((await details('sanne.devries', await t.customerNumberOf('Tim', 'Vries'))).statusCode).toBe(403);
    expect((await details('peter.jansen', await t.customerNumberOf('Tim', 'Vries'))).statusCode).toBe(403);
  });

  it('refuses a malformed customer number with 400 and a missing token with 401', async () => {
    expect((await details('jan.devries', '12')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Customer/GetCustomerDetails/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** Jan's real token re-signed without the given permission codes. */
async function withoutPermissions(token: string, codes: readonly string[]): Promise<string> {
  const { iat: _iat, exp: _exp, iss: _iss, aud: _aud, sub, jti: _jti, ...claims } = decodeJwt(token);
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({
    ...claims,
    permissions: (claims.permissions as string[]).filter((code) => !codes.includes(code)),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setSubject(String(sub))
    .setJti('without-permissions')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe('permissions', () => {
  it('answers 403 without the insurance read right or the personal-details read right', async () => {
    const token = await withoutPermissions(tokens['jan.devries']!, ['r-ins', 'r-per-det']);
    for (const url of [
      '/api/Customer/GetAllCustomersWithPolicy',
      '/api/Customer/GetCustomerDetails/',
      `/api/Agreement/getAgreementDetailsForYear?year=${thisYear}`,
      '/api/Agreement/GetMostRecentAgreements',
      '/api/Agreement/GetYearForOfferedAgreement',
    ]) {
      const reply = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(reply.statusCode, url).toBe(403);
    }
    const intact = await t.app.inject({
      method: 'GET',
      url: '/api/Customer/GetCustomerDetails/',
      headers: bearer(await withoutPermissions(tokens['jan.devries']!, [])),
    });
    expect(intact.statusCode).toBe(200);
  });
});
