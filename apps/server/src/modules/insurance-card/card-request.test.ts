import type { InsuranceCardRequestResult } from '@mijn/contract';
import { addDays, addMonths, insurerToday, isBusinessDay } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRequests, customers, policies } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const numberOf: Record<string, string> = {};
const policyOf: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'sanne.devries', 'peter.jansen']));
  const rows = await t.db
    .select({
      firstName: customers.firstName,
      customerNumber: customers.customerNumber,
      policy: policies.policyNumber,
    })
    .from(customers)
    .innerJoin(policies, eq(policies.customerNumber, customers.customerNumber));
  for (const row of rows) {
    numberOf[row.firstName] = row.customerNumber;
    policyOf[row.firstName] = row.policy;
  }
});
afterAll(() => t.close());

const request = (username: string, firstNames: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/InsuranceCard',
    headers: bearer(tokens[username]!),
    payload: { customerNumbers: firstNames.map((name) => numberOf[name]) },
  });

const result = async (username: string, firstNames: string[]) => {
  const reply = await request(username, firstNames);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<InsuranceCardRequestResult>();
};

describe('POST /api/InsuranceCard', () => {
  it("partially accepts Jan and Tim: Tim's card was requested a month ago (seed), Jan's 5 months ago", async () => {
    const today = insurerToday(t.clock.now());
    expect(await result('jan.devries', ['Jan', 'Tim'])).toEqual({
      isSuccessful: true,
      acceptedAgreementNumbers: [policyOf.Jan],
      deniedAgreementNumbers: [policyOf.Tim],
      inactiveCustomerNumbers: [],
      expectedDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const stored = await t.db
      .select()
      .from(cardRequests)
      .where(eq(cardRequests.customerNumber, numberOf.Jan!));
    const newest = stored.find((row) => row.requestedOn === today);
    expect(newest).toMatchObject({ policyNumber: policyOf.Jan, requestedBy: numberOf.Jan });
    // About 10 working days: on a working day, at least 12 calendar days on.
    expect(isBusinessDay(newest!.expectedDeliveryDate)).toBe(true);
    expect(newest!.expectedDeliveryDate >= addDays(today, 12)).toBe(true);
  });

  it('denies a second request for Jan within 3 months', async () => {
    expect(await result('jan.devries', ['Jan'])).toEqual({
      isSuccessful: false,
      acceptedAgreementNumbers: [],
      deniedAgreementNumbers: [policyOf.Jan],
      inactiveCustomerNumbers: [],
      expectedDeliveryDate: null,
    });
  });

  it('accepts again once the last request is more than 3 months old', async () => {
    const today = insurerToday(t.clock.now());
    await t.db
      .update(cardRequests)
      .set({ requestedOn: addMonths(today, -3) })
      .where(eq(cardRequests.customerNumber, numberOf.Jan!));
    expect((await result('jan.devries', ['Jan'])).acceptedAgreementNumbers).toEqual([policyOf.Jan]);
  });

  it('gives a customer without an active policy the inactive outcome', async () => {
    const yesterday = addDays(insurerToday(t.clock.now()), -1);
    await t.db
      .update(policies)
      .set({ endDate: yesterday })
      .where(eq(policies.customerNumber, numberOf.Sanne!));
    try {
      expect(await result('sanne.devries', ['Sanne'])).toEqual({
        isSuccessful: false,
        acceptedAgreementNumbers: [],
        deniedAgreementNumbers: [],
        inactiveCustomerNumbers: [numberOf.Sanne],
        expectedDeliveryDate: null,
      });
    } finally {
      await t.db.update(policies).set({ endDate: null }).where(eq(policies.customerNumber, numberOf.Sanne!));
    }
  });

  it('refuses a card for someone the user may not see, recording nothing', async () => {
    const before = (await t.db.select().from(cardRequests)).length;
    expect((await request('sanne.devries', ['Tim'])).statusCode).toBe(403);
    expect((await request('jan.devries', ['Jan', 'Sanne'])).statusCode).toBe(403);
    expect((await request('peter.jansen', ['Jan'])).statusCode).toBe(403);
    expect((await t.db.select().from(cardRequests)).length).toBe(before);
  });

  it('refuses an empty list and a caller without a token', async () => {
    expect((await request('jan.devries', [])).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/InsuranceCard', payload: { customerNumbers: ['1'] } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/InsuranceCard/Download', () => {
  const download = (username: string, customerNumber?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/InsuranceCard/Download',
      query: customerNumber ? { customerNumber } : {},
      headers: bearer(tokens[username]!),
    });

  it("gives jan.devries his own card and Tim's as a PDF naming the person, in the label's brand", async () => {
    const own = await download('jan.devries');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="Zorgpas J. de Vries.pdf"; filename*=UTF-8''Zorgpas%20J.%20de%20Vries.pdf`,
    );
    const pdf = own.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Zorgpas J. de Vries)');
    expect(pdf).toContain('(Zorgzaam Zorgverzekeringen)');
    const tim = await download('jan.devries', numberOf.Tim);
    expect(tim.rawPayload.toString('latin1')).toContain('(Zorgpas T. de Vries)');
  });

  it("refuses Sanne's card to Jan, Jan's to Sanne and to another household, with 404", async () => {
    expect((await download('jan.devries', numberOf.Sanne)).statusCode).toBe(404);
    expect((await download('sanne.devries', numberOf.Jan)).statusCode).toBe(404);
    expect((await download('peter.jansen', numberOf.Jan)).statusCode).toBe(404);
    expect((await download('peter.jansen')).statusCode).toBe(200);
  });
});
