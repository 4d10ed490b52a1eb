import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerAway } from '../../test/insurer-away.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ insurer: insurerAway('insuranceCards') });
  token = (await t.accessTokens(['jan.devries']))['jan.devries'] ?? '';
});
afterAll(() => t.close());

// A 503, never a 500: the web then shows the card it stored on the device (features/insurance-card).
describe('the insurance card while the insurer is away', () => {
  it.each([
    ['the digital cards', 'POST', '/api/InsuranceCard/GetDigitalInsuranceCardInformation', undefined],
    ['the card as PDF', 'GET', '/api/InsuranceCard/Download', undefined],
    ['a request for a new card', 'POST', '/api/InsuranceCard', { customerNumbers: ['20000001'] }],
  ] as const)('answers 503 to %s, with the message', async (_what, method, url, payload) => {
    const reply = await t.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.json()).toMatchObject({
      message: 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.',
    });
  });
});
