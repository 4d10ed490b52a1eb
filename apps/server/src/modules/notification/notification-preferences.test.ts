import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await t.accessTokens(['jan.devries', 'anna.devries']);
});
afterAll(() => t.close());

const read = (username: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Account/NotificationPreferences',
    headers: bearer(tokens[username] ?? ''),
  });
const write = (username: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Account/NotificationPreferences',
    headers: bearer(tokens[username] ?? ''),
    payload: payload as object,
  });

describe('notification preferences', () => {
  it('start with the e-mail of a new letter on and the others off (decision 0087)', async () => {
    const reply = await read('anna.devries');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      emailClaimPaid: false,
      emailLetterArrived: true,
      emailPaymentLate: false,
    });
  });

  it("are the caller's own: Jan's switches change nothing for Anna of the same household", async () => {
    const wanted = { emailClaimPaid: true, emailLetterArrived: false, emailPaymentLate: true };
    expect((await write('jan.devries', wanted)).json()).toEqual(wanted);
    expect((await read('jan.devries')).json()).toEqual(wanted);
    expect((await read('anna.devries')).json()).toEqual({
      emailClaimPaid: false,
      emailLetterArrived: true,
      emailPaymentLate: false,
    });
    const changed = { emailClaimPaid: false, emailLetterArrived: true, emailPaymentLate: true };
    await write('jan.devries', changed);
    expect((await read('jan.devries')).json()).toEqual(changed);
  });

  it.each([
    ['a switch missing', { emailClaimPaid: true, emailLetterArrived: true }],
    [
      'a switch that is not a boolean',
      { emailClaimPaid: 'yes', emailLetterArrived: true, emailPaymentLate: true },
    ],
    [
      "another person's account named in the body",
      { emailClaimPaid: true, emailLetterArrived: true, emailPaymentLate: true, accountId: 'someone-else' },
    ],
  ])('refuse %s with 400 (the contract schema)', async (_case, body) => {
    const reply = await write('anna.devries', body);
    expect(reply.statusCode).toBe(400);
    expect((await read('anna.devries')).json().emailClaimPaid).toBe(false);
  });

  it('answer 401 without a session', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/Account/NotificationPreferences' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('push subscriptions', () => {
  const device = (endpoint: string) => ({
    endpoint,
    keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
  });
  const register = (username: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Account/PushSubscription',
      headers: bearer(tokens[username] ?? ''),
      payload: body as object,
    });

  it('gives one public VAPID key, the same on every call', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/Account/PushKey',
      headers: bearer(tokens['jan.devries'] ?? ''),
    });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/Account/PushKey',
      headers: bearer(tokens['anna.devries'] ?? ''),
    });
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(second.json().publicKey).toBe(first.json().publicKey);
  });

  it('accepts only an https push service address', async () => {
    expect((await register('jan.devries', device('http://push.example.invalid/a'))).statusCode).toBe(400);
    expect((await register('jan.devries', device('https://push.example.invalid/a'))).statusCode).toBe(200);
  });

  it("cannot remove another person's device", async () => {
    await register('jan.devries', device('https://push.example.invalid/jan'));
    const removal = await t.app.inject({
      method: 'POST',
      url: '/api/Account/PushSubscription/Remove',
      headers: bearer(tokens['anna.devries'] ?? ''),
      payload: { endpoint: 'https://push.example.invalid/jan' },
    });
    expect(removal.statusCode).toBe(200);
    const rows = await t.db.select().from(pushSubscriptions);
    expect(rows.map((row) => row.endpoint)).toContain('https://push.example.invalid/jan');
  });
});
