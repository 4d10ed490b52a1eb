import { InsurerUnavailable } from '@mijn/insurer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test/log-capture.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

const away = (operation: string) => async () => {
  throw new InsurerUnavailable(operation, { cause: new Error('connect ECONNREFUSED 3584CX') });
};

let t: TestApp;
let token: string;
const log = captureLog();

beforeAll(async () => {
  // The insurer answers nothing a customer reads; login is the portal's own.
  t = await createTestApp({
    logger: log.logger,
    insurer: (embedded) => ({
      ...embedded,
      addresses: { lookup: away('addresses.lookup') },
      policies: { ...embedded.policies, activeNumber: away('policies.activeNumber') },
    }),
  });
  token = (await t.accessTokens(['jan.devries']))['jan.devries'] ?? '';
});
afterAll(() => t.close());

const reads = {
  'the active policy number': '/api/Policy/GetActivePolicyNumber',
  'an address lookup': '/api/Address/Lookup?postalCode=3584CX&houseNumber=100',
};

describe.each(Object.entries(reads))('%s while the insurer is away', (_read, url) => {
  it.each([
    ['nl-NL', 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.'],
    ['en-US', 'This information is not available right now. Please try again later.'],
    ['fr-FR', 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.'],
  ])('answers 503 to a reader in %s: %s', async (language, message) => {
    const headers = { ...bearer(token), 'accept-language': language };
    const reply = await t.app.inject({ method: 'GET', url, headers });
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message });
  });
});

it('logs which operation failed, never its input', async () => {
  log.clear();
  await t.app.inject({ method: 'GET', url: reads['an address lookup'], headers: bearer(token) });
  const text = log.text();
  expect(text).toContain('"operation":"addresses.lookup"');
  expect(text).not.toContain('3584CX');
});
