import { insurerYear } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../../db/schema.ts';
import { premiumsFor, productCatalogueFor } from '../../db/seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let thisYear: number;
const tokens: Record<string, string> = {};
const users = ['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen', 'mark.peters'];

async function loginAll() {
  Object.assign(tokens, await t.accessTokens(users));
}

beforeAll(async () => {
  t = await createTestApp();
  thisYear = insurerYear(t.clock.now());
  await loginAll();
});
afterAll(() => t.close());

const get = (username: string, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, query, headers: bearer(tokens[username]!) });

const details = (username: string, year: number) =>
  get(username, '/api/Agreement/getAgreementDetailsForYear', { year: String(year) });

/** Monthly premium and collectivity discount of a catalogue product of a label in a year. */
function catalogue(label: 'default' | 'aev' | 'pve', code: string, year: number) {
  const line = productCatalogueFor(label).find((product) => product.code === code);
  if (!line) throw new Error(code);
  const premium = premiumsFor(label, line, thisYear).find((entry) => entry.year === year);
  if (!premium) throw new Error(`${code} ${year}`);
  return premium;
}
const netto = (label: 'default' | 'aev' | 'pve', code: string, year: number) => {
  const { monthlyPremiumCents, collectivityDiscountCents } = catalogue(label, code, year);
  return monthlyPremiumCents - collectivityDiscountCents;
};

describe('GET /api/Agreement/getAgreementDetailsForYear', () => {
  it("gives the policyholder the whole agreement with this year's computed premiums", async () => {
    const reply = await details('jan.devries', thisYear);
    expect(reply.statusCode).toBe(200);
    const [agreement] = reply.json();
    expect(reply.json()).toHaveLength(1);
    expect(agreement).toMatchObject({
      agreementId: 10_000_001,
      year: thisYear,
      isPolicyholder: true,
      hasBasicInsurance: true,
      paymentTerm: 1,
      isPremiumPaidByCustomer: true,
      hasAgreementEnded: false,
      startDate: `${thisYear}-01-01`,
      endDate: `${thisYear}-12-31`,
      newlyInsuredPersonsInProgress: [],
    });
    const names = agreement.agreementParticipants.map(
      (p: { customer: { firstName: string } }) => p.customer.firstName,
    );
    expect(names).toEqual(['Jan', 'Anna', 'Sanne', 'Tim']);
    // This year's default-label premiums are the reference prices: Jan 149.75 + 34.50 + 28.95 + 0 =
    // 213.20; Anna 149.75 + 59.95 + 16.50 + 0 = 226.20; Sanne (17) and Tim (9) pay nothing.
    const totals = agreement.policyDetails.map((p: { totalNettoPremium: number }) => p.totalNettoPremium);
    expect(totals).toEqual([21_320, 22_620, 0, 0]);
    expect(agreement.totalAmount).toBe(43_940);
    expect(agreement.totalAmountPaymentTerm).toBe(43_940);
    expect(agreement.paymentTermDiscountAmount).toBe(0);
    const jan = agreement.policyDetails[0];
    expect(jan.policyNumber).toMatch(/^\d{12}$/);
    expect(jan.products.map((line: { code: string }) => line.code)).toEqual([
      'MB-NATURA',
      'AP-2',
      'TA-500',
      'OW-0',
    ]);
    expect(jan.excess).toEqual({ mandatory: 38_500, voluntary: 0, total: 38_500 });
    const tim = agreement.policyDetails[3];
    expect(tim).toMatchObject({ isFree: true, totalNettoPremium: 0 });
    expect(agreement.agreementParticipants[3].productTypes).toEqual(['MB', 'AP']);
  });

  it('inserts the mandatory-excess line second for an adult with basic cover and no excess line', async () => {
    const sophie = await t.customerNumberOf('Sophie', 'Peters');
    const [agreement] = (await details('mark.peters', thisYear)).json();
    const detail = agreement.policyDetails.find(
      (policy: { customerNumber: string }) => policy.customerNumber === sophie,
    );
    const lines = detail.products as { code: string; isMandatoryExcess: boolean; nettoPremium: number }[];
    expect(lines[0]?.code).toBe('MB-COMBINATIE');
    expect(lines[1]).toMatchObject({ isMandatoryExcess: true, nettoPremium: 0 });
    expect(lines.filter((line) => line.isMandatoryExcess)).toHaveLength(1);
  });

  it('takes 1% off a year paid at once', async () => {
    await t.db
      .update(agreements)
      .set({ paymentTermMonths: 12 })
      .where(eq(agreements.agreementId, 10_000_001));
    try {
      const [agreement] = (await details('jan.devries', thisYear)).json();
      // 439.40 a month x 12 = 5272.80; 1% = 52.728, rounded 52.73; collected 5220.07.
      expect(agreement).toMatchObject({
        paymentTerm: 12,
        totalAmount: 43_940,
        paymentTermDiscountPercentage: 1,
        paymentTermDiscountAmount: 5_273,
        totalAmountPaymentTerm: 522_007,
      });
    } finally {
      await t.db
        .update(agreements)
        .set({ paymentTermMonths: 1 })
        .where(eq(agreements.agreementId, 10_000_001));
    }
  });

  it("prices last year from last year's catalogue", async () => {
    const reply = await details('jan.devries', thisYear - 1);
    expect(reply.statusCode).toBe(200);
    const [agreement] = reply.json();
    const janLastYear = ['MB-NATURA', 'AP-2', 'TA-500', 'OW-0'].reduce(
      (sum, code) => sum + netto('default', code, thisYear - 1),
      0,
    );
    expect(agreement.policyDetails[0].totalNettoPremium).toBe(janLastYear);
    expect(agreement.policyDetails[0].totalNettoPremium).toBeLessThan(21_320);
  });

  it('counts the voluntary excess as a negative premium and the collectivity discount', async () => {
    const [agreement] = (await details('peter.jansen', thisYear)).json();
    const peter = agreement.policyDetails[0];
    expect(peter.products.map((line: { code: string }) => line.code)).toEqual([
      'MB-BUDGET',
      'AP-1',
      'OW-500',
    ]);
    expect(peter.products[2].nettoPremium).toBeLessThan(0);
    expect(peter.products[1].collectivityDiscountAmount).toBe(
      catalogue('aev', 'AP-1', thisYear).collectivityDiscountCents,
    );
    expect(peter.totalNettoPremium).toBe(
      netto('aev', 'MB-BUDGET', thisYear) + netto('aev', 'AP-1', thisYear) + netto('aev', 'OW-500', thisYear),
    );
    expect(peter.excess).toEqual({ mandatory: 38_500, voluntary: 50_000, total: 88_500 });
  });

  it('marks an agreement paid by the employer (BOR)', async () => {
    const [agreement] = (await details('mark.peters', thisYear)).json();
    expect(agreement.isPremiumPaidByCustomer).toBe(false);
    expect(agreement.policyDetails).toHaveLength(2);
  });

  it('shows a partner and a co-insured of 16 or over only their own participation', async () => {
    for (const [username, firstName] of [
      ['anna.devries', 'Anna'],
      ['sanne.devries', 'Sanne'],
    ] as const) {
      const [agreement] = (await details(username, thisYear)).json();
      expect(agreement.isPolicyholder, username).toBe(false);
      expect(
        agreement.agreementParticipants.map((p: { customer: { firstName: string } }) => p.customer.firstName),
      ).toEqual([firstName]);
      expect(agreement.policyDetails).toHaveLength(1);
      expect(agreement.totalAmount).toBe(agreement.policyDetails[0].totalNettoPremium);
    }
  });

  it('answers nothing for a year without cover or beyond the offer', async () => {
    expect((await details('jan.devries', 2001)).json()).toEqual([]);
    expect((await details('jan.devries', thisYear + 2)).json()).toEqual([]);
  });

  it('refuses a bad year with 400 and a missing token with 401', async () => {
    expect(
      (await get('jan.devries', '/api/Agreement/getAgreementDetailsForYear', { year: 'abc' })).statusCode,
    ).toBe(400);
    expect((await get('jan.devries', '/api/Agreement/getAgreementDetailsForYear')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/Agreement/getAgreementDetailsForYear?year=${thisYear}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/Agreement/GetMostRecentAgreements', () => {
  it('lists the agreement with payment details for the policyholder only', async () => {
    const jan = (await get('jan.devries', '/api/Agreement/GetMostRecentAgreements')).json();
    expect(jan).toHaveLength(1);
    expect(jan[0]).toMatchObject({
      agreementId: 10_000_001,
      mostRecentYear: thisYear,
      hasBasicInsurance: true,
    });
    expect(jan[0].paymentDetails).toMatchObject({
      paymentMethod: 'DirectDebit',
      paymentTerm: 1,
      paymentTermDiscounts: { monthly: 0, quarterly: 0, halfYearly: 0, yearly: 1 },
    });
    expect(jan[0].agreementParticipants).toHaveLength(4);
    expect(jan[0].policyHolders[0].customer.firstName).toBe('Jan');

    const sanne = (await get('sanne.devries', '/api/Agreement/GetMostRecentAgreements')).json();
    expect(sanne[0].paymentDetails).toBeNull();
    expect(
      sanne[0].agreementParticipants.map((p: { customer: { firstName: string } }) => p.customer.firstName),
    ).toEqual(['Sanne']);
  });
});

describe("next year's offer", () => {
  it('opens next year from 1 November with the same products at next year’s premiums', async () => {
    const novemberFirst = new Date(`${thisYear}-11-01T12:00:00Z`);
    if (t.clock.now() < novemberFirst) {
      t.clock.set(novemberFirst);
      await loginAll();
    }
    const offered = await get('jan.devries', '/api/Agreement/GetYearForOfferedAgreement');
    expect(offered.json()).toEqual({ offerYear: thisYear + 1 });
    const [agreement] = (await details('jan.devries', thisYear + 1)).json();
    expect(agreement.startDate).toBe(`${thisYear + 1}-01-01`);
    const janNextYear = ['MB-NATURA', 'AP-2', 'TA-500', 'OW-0'].reduce(
      (sum, code) => sum + netto('default', code, thisYear + 1),
      0,
    );
    expect(agreement.policyDetails[0].totalNettoPremium).toBe(janNextYear);
    expect(janNextYear).toBeGreaterThan(21_320);
  });

  it('is closed again in the new year until the next November', async () => {
    t.clock.set(new Date(`${thisYear + 1}-03-01T12:00:00Z`));
    await loginAll();
    expect((await get('jan.devries', '/api/Agreement/GetYearForOfferedAgreement')).json()).toEqual({
      offerYear: null,
    });
    expect((await details('jan.devries', thisYear + 2)).json()).toEqual([]);
    expect((await details('jan.devries', thisYear + 1)).json()).toHaveLength(1);
  });
});

it('uses no customer number from the request: another household sees only its own agreement', async () => {
  const reply = await get('peter.jansen', '/api/Agreement/getAgreementDetailsForYear', {
    year: String(thisYear),
    customerNumber: await t.customerNumberOf('Jan', 'Vries'),
  });
  expect(reply.json().map((a: { agreementId: number }) => a.agreementId)).toEqual([10_000_002]);
});
