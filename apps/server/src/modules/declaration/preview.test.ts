import type { DeclarationSummary } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'sanne.devries', 'peter.jansen']));
});
afterAll(() => t.close());

const preview = async (username: string) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/api/Declaration/GetDeclarationsPreview',
    headers: bearer(tokens[username]!),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ declarations: DeclarationSummary[] }>().declarations;
};

describe('GET /api/Declaration/GetDeclarationsPreview', () => {
  it("shows jan.devries his latest claims and his son Tim's, one of them 'Afgehandeld', newest first", async () => {
    const declarations = await preview('jan.devries');
    expect(declarations.length).toBeGreaterThan(0);
    expect(declarations.length).toBeLessThanOrEqual(5);
    expect(new Set(declarations.map((d) => d.fullName))).toEqual(new Set(['Jan de Vries', 'Tim de Vries']));
    expect(declarations.some((d) => d.status === 0 && d.statusName === 'Afgehandeld')).toBe(true);
    const received = declarations.map((d) => d.receivedDate);
    expect(received).toEqual([...received].sort().reverse());
    // A handled claim splits the declared amount; one in progress has not been split yet.
    for (const d of declarations.filter((d) => d.status === 0)) {
      expect(d.declarationAmount).toBe(d.compensatedAmount + d.uncompensatedAmount);
    }
  });

  it("keeps Sanne's claims (16+) from her father and shows them to her", async () => {
    const own = await preview('sanne.devries');
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((d) => d.fullName))).toEqual(new Set(['Sanne de Vries']));
    const jan = await preview('jan.devries');
    expect(jan.some((d) => d.customerNumber === own[0]?.customerNumber)).toBe(false);
  });

  it("shows peter.jansen only his own household's claims, one still in progress", async () => {
    const declarations = await preview('peter.jansen');
    expect(declarations.every((d) => d.fullName === 'Peter Jansen')).toBe(true);
    expect(declarations.some((d) => d.status === 1 && d.compensatedAmount === 0)).toBe(true);
  });

  it('needs a login', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Declaration/GetDeclarationsPreview' })).statusCode,
    ).toBe(401);
  });
});
