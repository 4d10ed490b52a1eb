import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.accessTokens(['jan.devries']))['jan.devries'] ?? '';
});
afterAll(() => t.close());

const lookup = (query: string, headers: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'GET', url: `/api/Address/Lookup?${query}`, headers });

describe('GET Address/Lookup', () => {
  it('answers the street and town of a postal code and house number, typed in any case and with a space', async () => {
    const reply = await lookup('postalCode=3584%20cx&houseNumber=100');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ address: { street: 'Heidelberglaan', city: 'Utrecht' } });
  });

  it('says not found for a house number outside the postal code, or an unknown postal code', async () => {
    for (const query of ['postalCode=3584CX&houseNumber=101', 'postalCode=9999ZZ&houseNumber=1']) {
      const reply = await lookup(query);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json()).toEqual({ address: null });
    }
  });

  it('refuses what is not a Dutch postal code or house number with 400', async () => {
    for (const query of [
      'postalCode=358CX&houseNumber=100',
      'postalCode=0584CX&houseNumber=100',
      'postalCode=3584CX&houseNumber=0',
      'postalCode=3584CX',
    ]) {
      expect((await lookup(query)).statusCode).toBe(400);
    }
  });

  it('answers only a logged-in user', async () => {
    expect((await lookup('postalCode=3584CX&houseNumber=100', {})).statusCode).toBe(401);
  });
});
