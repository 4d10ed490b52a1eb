import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

// A server pinned before today (CLOCK_START in the past, as a demo of last spring): its seeded
// accounts' sessions start on its own clock, not on the database's, so its tokens are not too early.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ today: '2025-03-10' });
});
afterAll(() => t.close());

it('accepts the access token it gave, on a clock a year and more before the wall clock', async () => {
  expect(t.clock.now().getTime()).toBeLessThan(Date.now() - 365 * 24 * 3600 * 1000);
  const { accessToken } = await t.loginFully('jan.devries');
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/Account/GetAccountDetails',
    headers: bearer(accessToken),
  });
  expect(reply.statusCode).toBe(200);
});
