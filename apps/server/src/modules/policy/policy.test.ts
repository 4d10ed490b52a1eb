import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    tokens,
    await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']),
  );
});
afterAll(() => t.close());

const activePolicyNumber = (username: string, customerNumber?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Policy/GetActivePolicyNumber',
    query: customerNumber ? { customerNumber } : {},
    headers: bearer(tokens[username]!),
  });

describe('GET /api/Policy/GetActivePolicyNumber', () => {
  it("answers the user's own 12-digit policy number", async () => {
    const reply = await activePolicyNumber('jan.devries');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().policyNumber).toMatch(/^\d{12}$/);
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('lets the main insured act for a child under 16', async () => {
    const tim = await t.customerNumberOf('Tim', 'Vries');
    const jan = await activePolicyNumber('jan.devries');
    const reply = await activePolicyNumber('jan.devries', tim);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().policyNumber).toMatch(/^\d{12}$/);
    expect(reply.json().policyNumber).not.toBe(jan.json().policyNumber);
  });

  it('refuses the main insured the data of a child of 16 or over and of the partner', async () => {
    for (const [first, last] of [
      ['Sanne', 'Vries'],
      ['Anna', 'Vries'],
    ] as const) {
      const reply = await activePolicyNumber('jan.devries', await t.customerNumberOf(first, last));
      expect(reply.statusCode, first).toBe(403);
    }
  });

  it('lets co-insured of 16 or over see only their own', async () => {
    const tim = await t.customerNumberOf('Tim', 'Vries');
    const jan = decodeJwt(tokens['jan.devries']!).customerNumber as string;
    expect((await activePolicyNumber('sanne.devries', tim)).statusCode).toBe(403);
    expect((await activePolicyNumber('anna.devries', jan)).statusCode).toBe(403);
    expect((await activePolicyNumber('sanne.devries')).statusCode).toBe(200);
  });

  it("refuses another household's customer", async () => {
    const tim = await t.customerNumberOf('Tim', 'Vries');
    expect((await activePolicyNumber('peter.jansen', tim)).statusCode).toBe(403);
  });

  it('answers 400 with a clear message for a malformed customer number', async () => {
    const reply = await activePolicyNumber('jan.devries', '12ab');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/customerNumber/);
  });

  it('refuses a caller without a token', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/policy/getactivepolicynumber' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('permissions in the access token', () => {
  it('keeps the insurance-right check from a main insured living in the Netherlands', () => {
    const permissions = decodeJwt(tokens['jan.devries']!).permissions as string[];
    expect(permissions).toContain('u-ins');
    expect(permissions).not.toContain('c-insurance-right');
  });
});
