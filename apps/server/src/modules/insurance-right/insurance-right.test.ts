import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, insuranceRightChecks } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const insuranceRight = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/InsuranceRight', headers: bearer(token) });

describe('GET /api/InsuranceRight', () => {
  it('is not for residents of the Netherlands: they lack the read right', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    expect((await insuranceRight(accessToken)).statusCode).toBe(403);
  });

  it('requires the check of someone living abroad until it is recorded as done', async () => {
    const customerNumber = decodeJwt((await t.loginFully('peter.jansen')).accessToken)
      .customerNumber as string;
    await t.db.update(customers).set({ country: 'BE' }).where(eq(customers.customerNumber, customerNumber));
    const { accessToken } = await t.loginFully('peter.jansen');
    expect(decodeJwt(accessToken).permissions).toContain('r-insurance-right');
    const required = await insuranceRight(accessToken);
    expect(required.statusCode).toBe(200);
    expect(required.headers['cache-control']).toBe('no-store');
    expect(required.json()).toEqual({ isCheckRequired: true });

    await t.db
      .insert(insuranceRightChecks)
      .values({ customerNumber, isCheckRequired: false, checkedOn: '2026-01-15' });
    expect((await insuranceRight(accessToken)).json()).toEqual({ isCheckRequired: false });
  });

  it('asks the seeded cross-border worker ruben.koster, who lives in Belgium, for the check', async () => {
    const { accessToken } = await t.loginFully('ruben.koster');
    expect(decodeJwt(accessToken).permissions).toContain('c-insurance-right');
    expect((await insuranceRight(accessToken)).json()).toEqual({ isCheckRequired: true });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/InsuranceRight' })).statusCode).toBe(401);
  });
});
