import type { CustomerDetails } from '@mijn/contract';
import { insurerYear } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../../db/schema.ts';
import { unchangedDetails } from '../../test/customer-update.ts';
import { captureLog } from '../../test/log-capture.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let thisYear: number;
const tokens: Record<string, string> = {};
const users = ['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen'];

const log = captureLog();
beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
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

describe('the BSN: masked in the details, whole only when revealed (issue 34)', () => {
  const bsnOf = async (firstName: string) => {
    const customerNumber = await t.customerNumberOf(firstName, 'Vries');
    const [row] = await t.db
      .select({ bsn: customers.bsn })
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    return { customerNumber, bsn: row?.bsn ?? '' };
  };
  const reveal = (username: string, customerNumber?: string) =>
    get(username, '/api/Customer/RevealSocialSecurityNumber', customerNumber ? { customerNumber } : {});

  it('answers the details with the BSN as the screen shows it before the popup: its last three digits', async () => {
    const jan = await bsnOf('Jan');
    const details = await get('jan.devries', '/api/Customer/GetCustomerDetails/');
    expect(details.json().socialSecurityNumber).toBe(`••••••${jan.bsn.slice(-3)}`);
    expect(details.body).not.toContain(jan.bsn);
    const tim = await bsnOf('Tim');
    const timsDetails = await get('jan.devries', '/api/Customer/GetCustomerDetails/', {
      customerNumber: tim.customerNumber,
    });
    expect(timsDetails.body).not.toContain(tim.bsn);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/UpdateCustomer',
      payload: {
        customerNumber: tim.customerNumber,
        ...unchangedDetails({ ...timsDetails.json(), ...timsDetails.json().address }),
      },
      headers: bearer(tokens['jan.devries']!),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().customer.socialSecurityNumber).toBe(`••••••${tim.bsn.slice(-3)}`);
    expect(saved.body).not.toContain(tim.bsn);
  });

  it("reveals the whole BSN to exactly whom the details show: Jan his and Tim's (9), Sanne (17) only hers", async () => {
    const [jan, tim, sanne, anna] = await Promise.all(['Jan', 'Tim', 'Sanne', 'Anna'].map(bsnOf));
    expect((await reveal('jan.devries')).json()).toEqual({ socialSecurityNumber: jan?.bsn });
    expect((await reveal('jan.devries', tim?.customerNumber)).json()).toEqual({
      socialSecurityNumber: tim?.bsn,
    });
    expect((await reveal('sanne.devries')).json()).toEqual({ socialSecurityNumber: sanne?.bsn });
    for (const [username, other] of [
      ['jan.devries', sanne],
      ['jan.devries', anna],
      ['sanne.devries', jan],
      ['sanne.devries', tim],
      ['anna.devries', tim],
      ['peter.jansen', tim],
    ] as const) {
      const refused = await reveal(username, other?.customerNumber);
      expect(refused.statusCode, `${username} ${other?.customerNumber}`).toBe(403);
      expect(refused.body).not.toContain(other?.bsn);
    }
    expect((await reveal('jan.devries', '12')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/Customer/RevealSocialSecurityNumber' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 403 without the personal-details read right', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/Customer/RevealSocialSecurityNumber',
      headers: bearer(await sessionWithout(['r-per-det'])),
    });
    expect(reply.statusCode).toBe(403);
  });

  it('logs who revealed whose BSN, in the request, never the number', async () => {
    const tim = await bsnOf('Tim');
    log.clear();
    expect((await reveal('jan.devries', tim.customerNumber)).statusCode).toBe(200);
    const janAccount = decodeJwt(tokens['jan.devries']!).accountId;
    const line = log
      .text()
      .split('\n')
      .find((entry) => entry.includes('BSN revealed'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      accountId: janAccount,
      customerNumber: tim.customerNumber,
      reqId: expect.any(String),
    });
    expect(log.text()).not.toContain(tim.bsn);
  });
});

/**
 * A new session of jan.devries whose rights lack the given permission codes, as the server holds
 * them (decision 0084): changed before its first request, so no instance remembers it yet.
 */
async function sessionWithout(codes: readonly string[]): Promise<string> {
  const { accessToken } = await t.loginFully('jan.devries');
  const ofToken = eq(sessions.sessionId, String(decodeJwt(accessToken).sid));
  const [session] = await t.db.select({ permissions: sessions.permissions }).from(sessions).where(ofToken);
  const permissions = session?.permissions.filter((code) => !codes.includes(code)) ?? [];
  await t.db.update(sessions).set({ permissions }).where(ofToken);
  return accessToken;
}

describe('permissions', () => {
  it('answers 403 without the insurance read right or the personal-details read right', async () => {
    const token = await sessionWithout(['r-ins', 'r-per-det']);
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
      headers: bearer(await sessionWithout([])),
    });
    expect(intact.statusCode).toBe(200);
  });
});

describe('POST /api/Customer/UpdateCustomer', () => {
  const update = (username: string, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customer/UpdateCustomer',
      payload: body,
      headers: bearer(tokens[username]!),
    });
  const details = async (username: string, customerNumber?: string) =>
    (
      await get(username, '/api/Customer/GetCustomerDetails/', customerNumber ? { customerNumber } : {})
    ).json();
  /** The body that leaves a person's details as GetCustomerDetails answers them. */
  const asRegistered = (person: CustomerDetails) => unchangedDetails({ ...person, ...person.address });
  const amsterdam = {
    street: 'Tulpstraat',
    houseNumber: '7',
    houseNumberAddition: 'a',
    zipCode: '1055 tx',
    city: 'Amsterdam',
    country: 'NL',
  };

  it('moves jan.devries house: the address is stored as the register writes it and a renewed token answers', async () => {
    const before = asRegistered(await details('jan.devries'));
    const reply = await update('jan.devries', { ...before, address: amsterdam });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().customer.address).toEqual({
      street: 'Tulpstraat',
      houseNumber: 7,
      houseNumberAddition: 'a',
      zipCode: '1055TX',
      city: 'Amsterdam',
      country: 'NL',
    });
    expect(decodeJwt(reply.json().accessToken)).toMatchObject({ firstName: 'Jan', role: 'H' });
    expect((await details('jan.devries')).address).toMatchObject({ street: 'Tulpstraat', zipCode: '1055TX' });

    // Tim (under 16) lived with him and moves along; Anna and Sanne (17) pass on their own move.
    expect(reply.json().movedAlong).toEqual(['Tim de Vries']);
    const tim = await t.customerNumberOf('Tim', 'Vries');
    expect((await details('jan.devries', tim)).address).toMatchObject({
      street: 'Tulpstraat',
      houseNumber: 7,
    });
    for (const other of ['anna.devries', 'sanne.devries']) {
      expect((await details(other)).address, other).toMatchObject({ street: before.address.street });
    }

    // A letter printed from now on goes to the new address.
    const jan = await t.customerNumberOf('Jan', 'Vries');
    const letters = (await get('jan.devries', '/api/Document/GetDocumentList')).json<
      { documentID: string; customer: { number: string } }[]
    >();
    const letter = letters.find((document) => document.customer.number === jan);
    const pdf = await get('jan.devries', `/api/Document/Download/${letter?.documentID}`);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Tulpstraat 7a 1055 TX Amsterdam');
  });

  it('takes a respelled registered name and a new call name, and refuses another name without writing anything', async () => {
    const jan = asRegistered(await details('jan.devries'));
    const respelled = await update('jan.devries', {
      ...jan,
      firstName: 'Jan Willem',
      prefix: '',
      lastName: 'De Vries',
    });
    expect(respelled.statusCode).toBe(200);
    expect(respelled.json().customer).toMatchObject({
      firstName: 'Jan Willem',
      prefix: null,
      lastName: 'De Vries',
    });
    expect(decodeJwt(respelled.json().accessToken)).toMatchObject({
      firstName: 'Jan Willem',
      lastName: 'De Vries',
    });

    const renamed = await update('jan.devries', {
      ...jan,
      lastName: 'Jansen',
      address: { ...amsterdam, city: 'Delft' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual([{ path: 'body.lastName', key: 'validators.name-spelling-only' }]);
    const newInitial = await update('jan.devries', { ...jan, initials: 'J.W.' });
    expect(newInitial.json().fields).toEqual([
      { path: 'body.initials', key: 'validators.name-spelling-only' },
    ]);
    const birthName = await update('jan.devries', { ...jan, maidenName: 'Bos' });
    expect(birthName.json().fields).toEqual([
      { path: 'body.maidenName', key: 'validators.name-spelling-only' },
    ]);
    expect(await details('jan.devries')).toMatchObject({
      lastName: 'De Vries',
      address: { city: 'Amsterdam' },
    });
    expect(
      (await update('jan.devries', { ...jan, firstName: 'Jan', prefix: 'de', lastName: 'Vries' })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with 400 naming the field and its spec §5 message', async () => {
    const jan = asRegistered(await details('jan.devries'));
    const cases: [object, string, string][] = [
      [
        { address: { ...amsterdam, zipCode: '123 AB' } },
        'body.address.zipCode',
        'validators.invalid-postal-code',
      ],
      [
        { address: { ...amsterdam, zipCode: '0123 AB' } },
        'body.address.zipCode',
        'validators.invalid-postal-code',
      ],
      [
        { address: { ...amsterdam, houseNumber: '0' } },
        'body.address.houseNumber',
        'validators.invalid-house-number',
      ],
      [
        { address: { ...amsterdam, houseNumber: '7a' } },
        'body.address.houseNumber',
        'validators.invalid-house-number',
      ],
      [{ address: { ...amsterdam, street: ' ' } }, 'body.address.street', 'validators.required-field'],
      [
        { address: { ...amsterdam, country: 'Nederland' } },
        'body.address.country',
        'validators.required-field',
      ],
      [{ firstName: 'J4n' }, 'body.firstName', 'validators.invalid-name'],
      [{ lastName: '' }, 'body.lastName', 'validators.required-field'],
      [{ initials: 'j' }, 'body.initials', 'validators.invalid-name'],
      [{ prefix: 'van der den' }, 'body.prefix', 'validators.name-too-long'],
      [{ customerNumber: '12' }, 'body.customerNumber', 'validators.required-field'],
    ];
    for (const [change, path, key] of cases) {
      const reply = await update('jan.devries', { ...jan, ...change });
      expect(reply.statusCode, path).toBe(400);
      expect(reply.json().fields, path).toContainEqual({ path, key });
    }
    const abroad = await update('jan.devries', {
      ...jan,
      address: { ...amsterdam, zipCode: '2000', country: 'BE' },
    });
    expect(abroad.json().fields).toEqual([{ path: 'body.address.country', key: 'validators.moving-abroad' }]);
    expect((await details('jan.devries')).address.country).toBe('NL');
  });

  it('lets someone who lives abroad keep a foreign postal code', async () => {
    tokens['ruben.koster'] = (await t.loginFully('ruben.koster')).accessToken;
    const ruben = asRegistered(await details('ruben.koster'));
    const reply = await update('ruben.koster', {
      ...ruben,
      address: { ...ruben.address, houseNumber: '46' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().customer.address).toMatchObject({ zipCode: '2000', country: 'BE', houseNumber: 46 });
  });

  it('lets the policyholder change a child under 16, a co-insured of 16 only herself, and nobody another household', async () => {
    const tim = await t.customerNumberOf('Tim', 'Vries');
    const timForm = asRegistered(await details('jan.devries', tim));
    const byFather = await update('jan.devries', { ...timForm, customerNumber: tim, firstName: 'Timo' });
    expect(byFather.statusCode).toBe(200);
    expect(byFather.json().customer).toMatchObject({ customerNumber: tim, firstName: 'Timo' });

    const sanne = await t.customerNumberOf('Sanne', 'Vries');
    const sanneForm = asRegistered(await details('sanne.devries'));
    expect((await update('sanne.devries', { ...sanneForm, firstName: 'Sanna' })).statusCode).toBe(200);
    const refused: [string, string][] = [
      ['jan.devries', sanne],
      ['jan.devries', await t.customerNumberOf('Anna', 'Vries')],
      ['sanne.devries', await t.customerNumberOf('Jan', 'Vries')],
      ['sanne.devries', tim],
      ['peter.jansen', tim],
      ['peter.jansen', sanne],
    ];
    for (const [username, customerNumber] of refused) {
      const reply = await update(username, { ...timForm, customerNumber, firstName: 'Mallory' });
      expect(reply.statusCode, `${username} -> ${customerNumber}`).toBe(403);
    }
    expect((await details('sanne.devries')).firstName).toBe('Sanna');
    expect((await details('jan.devries', tim)).firstName).toBe('Timo');
  });

  it('answers 403 without the personal-details update right and 401 without a token', async () => {
    const jan = asRegistered(await details('jan.devries'));
    const token = await sessionWithout(['u-per-det']);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/UpdateCustomer',
      payload: jan,
      headers: bearer(token),
    });
    expect(reply.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/Customer/UpdateCustomer',
      payload: jan,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
