import { insurerYear } from '@mijn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurerAway } from '../../test/insurer-away.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ insurer: insurerAway('declarations') });
  token = (await t.accessTokens(['jan.devries']))['jan.devries'] ?? '';
});
afterAll(() => t.close());

// A 503, never a 500 or a list that looks empty: the screen says the claims cannot be shown now.
describe('the declarations while the insurer is away', () => {
  it.each([
    ['the home preview', '/api/Declaration/GetDeclarationsPreview', {}],
    ['a year of declarations', '/api/Declaration/GetDeclarations', { year: String(insurerYear(new Date())) }],
    ['one declaration', '/api/Declaration', { declarationId: 'D2026000101' }],
    ['marking them read', '/api/Declaration/ReadAll', {}],
  ] as const)('answers 503 to %s, with the message', async (_what, url, query) => {
    const reply = await t.app.inject({ method: 'GET', url, query, headers: bearer(token) });
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.json()).toMatchObject({
      message: 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.',
    });
  });
});
