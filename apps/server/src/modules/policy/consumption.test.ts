import type { FinancialSummary, PolicyInfo } from '@mijn/contract';
import { insurerYear } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let year: number;
const tokens: Record<string, string> = {};
const numbers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  year = insurerYear(t.clock.now());
  Object.assign(
    tokens,
    await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']),
  );
  for (const [first, last] of [
    ['Jan', 'Vries'],
    ['Anna', 'Vries'],
    ['Sanne', 'Vries'],
    ['Tim', 'Vries'],
    ['Peter', 'Jansen'],
  ] as const) {
    numbers[first] = await t.customerNumberOf(first, last);
  }
});
afterAll(() => t.close());

const call = (path: string, username: string, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${path}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: bearer(tokens[username]!),
  });

const summary = async (username: string, customer: string, forYear = year) => {
  const reply = await call('Policy/GetFinancialSummary', username, {
    customerNumber: numbers[customer]!,
    year: forYear,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<FinancialSummary>();
};

describe('GET /api/Policy/GetExcess', () => {
  it('gives jan.devries 385 euro with 240 consumed by his handled claims', async () => {
    const reply = await call('Policy/GetExcess', 'jan.devries', { customerNumber: numbers.Jan!, year });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ amountTotal: 38_500, amountRemaining: 14_500 });
  });

  it('adds the voluntary 500 euro of peter.jansen: 885 with 600 consumed', async () => {
    const reply = await call('Policy/GetExcess', 'peter.jansen', { customerNumber: numbers.Peter!, year });
    expect(reply.json()).toEqual({ amountTotal: 88_500, amountRemaining: 28_500 });
  });

  it('gives children under 18 no excess', async () => {
    const reply = await call('Policy/GetExcess', 'jan.devries', { customerNumber: numbers.Tim!, year });
    expect(reply.json()).toEqual({ amountTotal: 0, amountRemaining: 0 });
    const sanne = await call('Policy/GetExcess', 'sanne.devries', { customerNumber: numbers.Sanne!, year });
    expect(sanne.json()).toEqual({ amountTotal: 0, amountRemaining: 0 });
  });

  it('counts each year on its own: last year jan used it all', async () => {
    const reply = await call('Policy/GetExcess', 'jan.devries', {
      customerNumber: numbers.Jan!,
      year: year - 1,
    });
    expect(reply.json()).toEqual({ amountTotal: 38_500, amountRemaining: 0 });
  });

  it('refuses another household, a partner and a child of 16 or over; checks its input', async () => {
    expect(
      (await call('Policy/GetExcess', 'peter.jansen', { customerNumber: numbers.Jan!, year })).statusCode,
    ).toBe(403);
    expect(
      (await call('Policy/GetExcess', 'jan.devries', { customerNumber: numbers.Anna!, year })).statusCode,
    ).toBe(403);
    expect(
      (await call('Policy/GetExcess', 'jan.devries', { customerNumber: numbers.Sanne!, year })).statusCode,
    ).toBe(403);
    expect(
      (await call('Policy/GetExcess', 'anna.devries', { customerNumber: numbers.Jan!, year })).statusCode,
    ).toBe(403);
    expect((await call('Policy/GetExcess', 'jan.devries', { customerNumber: numbers.Jan! })).statusCode).toBe(
      400,
    );
    expect((await call('Policy/GetExcess', 'jan.devries', { customerNumber: 'x', year })).statusCode).toBe(
      400,
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/Policy/GetExcess?customerNumber=${numbers.Jan}&year=${year}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/Policy/GetFinancialSummary', () => {
  it('sums excess, GVS and dental from handled claims only', async () => {
    expect(await summary('jan.devries', 'Jan')).toEqual({
      excess: { total: 38_500, consumed: 24_000, remaining: 14_500, percentage: 62.3 },
      gvs: { total: 25_000, consumed: 1_250, remaining: 23_750, percentage: 5 },
      dental: { total: 50_000, consumed: 12_000, remaining: 38_000, percentage: 24 },
    });
  });

  it("uses the dental product's yearly maximum, and 0 without dental cover", async () => {
    expect((await summary('anna.devries', 'Anna')).dental).toEqual({
      total: 25_000,
      consumed: 9_000,
      remaining: 16_000,
      percentage: 36,
    });
    expect((await summary('peter.jansen', 'Peter')).dental.total).toBe(0);
  });

  it('lets the main insured see a child under 16', async () => {
    const tim = await summary('jan.devries', 'Tim');
    expect(tim.excess.total).toBe(0);
    expect(tim.dental.total).toBe(0);
  });
});

describe('GET /api/Policy/GetPolicyInfoForYear', () => {
  it("answers the user's own policy with products, premiums and excess", async () => {
    const reply = await call('Policy/GetPolicyInfoForYear', 'peter.jansen', { year });
    expect(reply.statusCode).toBe(200);
    const info = reply.json<PolicyInfo>();
    expect(info.isActive).toBe(true);
    expect(info.products.map((product) => product.typeOfProduct)).toEqual(['MB', 'AP', 'OW']);
    expect(info.excess).toEqual({ mandatory: 38_500, voluntary: 50_000, total: 88_500 });
    expect(info.totalNettoPremium).toBe(
      info.products.reduce((sum, product) => sum + product.nettoPremium, 0),
    );
  });

  it('makes a child free of premium and excess, and answers null for a year without policy', async () => {
    const tim = (
      await call('Policy/GetPolicyInfoForYear', 'jan.devries', { customerNumber: numbers.Tim!, year })
    ).json<PolicyInfo>();
    expect(tim.totalNettoPremium).toBe(0);
    expect(tim.excess.total).toBe(0);
    const none = await call('Policy/GetPolicyInfoForYear', 'jan.devries', { year: 2001 });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });
});
