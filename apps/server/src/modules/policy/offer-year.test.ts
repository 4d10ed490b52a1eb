import { insurerYear } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let thisYear: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  thisYear = insurerYear(t.clock.now());
  token = (await t.loginFully('peter.jansen')).accessToken;
});
afterAll(() => t.close());

const get = (url: string, year: number) =>
  t.app.inject({ method: 'GET', url, query: { year: String(year) }, headers: bearer(token) });

describe('GET /api/Policy/GetPolicyInfoForYear and the offer year', () => {
  it("agrees with the premium engine's totals of the agreement details", async () => {
    const info = (await get('/api/Policy/GetPolicyInfoForYear', thisYear)).json();
    const [agreement] = (await get('/api/Agreement/getAgreementDetailsForYear', thisYear)).json();
    expect(info.totalNettoPremium).toBe(agreement.policyDetails[0].totalNettoPremium);
    expect(info.totalDiscountAmount).toBe(agreement.policyDetails[0].totalDiscountAmount);
  });

  it("shows next year's policy once offered and hides the year after", async () => {
    const novemberFirst = new Date(`${thisYear}-11-01T12:00:00Z`);
    if (t.clock.now() < novemberFirst) {
      t.clock.set(novemberFirst);
      token = (await t.loginFully('peter.jansen')).accessToken;
    }
    const next = (await get('/api/Policy/GetPolicyInfoForYear', thisYear + 1)).json();
    expect(next.year).toBe(thisYear + 1);
    expect(next.products.map((line: { code: string }) => line.code)).toEqual(['MB-BUDGET', 'AP-1', 'OW-500']);

    t.clock.set(new Date(`${thisYear + 1}-02-01T12:00:00Z`));
    token = (await t.loginFully('peter.jansen')).accessToken;
    expect((await get('/api/Policy/GetPolicyInfoForYear', thisYear + 2)).json()).toBeNull();
  });
});
