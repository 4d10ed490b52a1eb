import type { DigitalInsuranceCardInformation } from '@mijn/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(tokens, await t.accessTokens(['jan.devries', 'sanne.devries', 'peter.jansen']));
});
afterAll(() => t.close());

const cards = async (username: string) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/InsuranceCard/GetDigitalInsuranceCardInformation',
    headers: bearer(tokens[username]!),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<DigitalInsuranceCardInformation[]>();
};

describe('POST /api/InsuranceCard/GetDigitalInsuranceCardInformation', () => {
  it('gives jan.devries his own card first and that of his son under 16, with the EHIC', async () => {
    const list = await cards('jan.devries');
    const own = decodeJwt(tokens['jan.devries']!).customerNumber;
    expect(list.map((card) => card.insuranceCard.name)).toEqual(['J. de Vries', 'T. de Vries']);
    expect(list[0]?.customerNumber).toBe(own);
    for (const card of list) {
      expect(card).toMatchObject({
        uzoviCode: '9101',
        uzoviDescription: 'Zorgzaam Zorgverzekeringen',
        hasEHIC: true,
      });
      expect(card.insuranceCard.policyNumber).toMatch(/^\d{12}$/);
      expect(card.ehic?.cardIdentificationNumber).toMatch(/^80528\d{15}$/);
      expect(card.ehic?.institutionIdentification).toBe('9101 - Zorgzaam Zorgverzekeringen');
    }
  });

  it('gives a co-insured of 16 only her own card, and another household nothing of Jan', async () => {
    expect((await cards('sanne.devries')).map((card) => card.insuranceCard.name)).toEqual(['S. de Vries']);
    const peter = await cards('peter.jansen');
    expect(peter).toHaveLength(1);
    expect(peter[0]?.uzoviCode).toBe('9102');
  });

  it('needs a login', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/InsuranceCard/GetDigitalInsuranceCardInformation',
    });
    expect(reply.statusCode).toBe(401);
  });
});
