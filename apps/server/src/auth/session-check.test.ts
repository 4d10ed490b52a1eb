import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { createSessionStore, type SessionRights } from './sessions.ts';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
});
afterAll(() => t.close());

const details = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/Account/GetAccountDetails', headers: bearer(token) });
const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/account/logout', headers: bearer(token) });

/** Both instances answered the session from the database once, so each now remembers it as open. */
async function openOnBoth(token: string) {
  expect((await details(t.app, token)).statusCode).toBe(200);
  expect((await details(other, token)).statusCode).toBe(200);
  expect((await details(other, token)).statusCode).toBe(200);
}

describe('sessions remembered as open by several instances on one database', () => {
  it('refuses a session on the other instance as soon as it logged out on one', async () => {
    const { accessToken } = await t.loginFully('jan.devries');
    await openOnBoth(accessToken);
    expect((await logout(t.app, accessToken)).statusCode).toBe(200);
    expect((await details(other, accessToken)).statusCode).toBe(401);
    expect((await details(t.app, accessToken)).statusCode).toBe(401);
  });

  it('refuses every session of an account on both instances after a new password on one', async () => {
    const first = await t.loginFully('anna.devries');
    const second = await t.loginFully('anna.devries');
    await openOnBoth(first.accessToken);
    await openOnBoth(second.accessToken);
    const changed = await other.inject({
      method: 'POST',
      url: '/api/Account/UpdatePassword',
      headers: bearer(second.accessToken),
      payload: { CurrentPassword: demoPassword, Password: 'Nieuw-wachtwoord-7!' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await details(t.app, first.accessToken)).statusCode).toBe(401);
    expect((await details(other, first.accessToken)).statusCode).toBe(401);
    expect((await details(t.app, second.accessToken)).statusCode).toBe(401);
  });

  it("counts a session's renewed rights on both instances at once", async () => {
    const { accessToken } = await t.loginFully('mark.peters');
    await openOnBoth(accessToken);
    const people = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: '/api/Customer/GetAllCustomersWithPolicy',
        headers: bearer(accessToken),
      });
    expect((await people(other)).statusCode).toBe(200);
    const { sid, role, collectivityLabel, permissions } = decodeJwt<SessionRights & { sid: string }>(
      accessToken,
    );
    // Another instance's store: both apps hear of it only through the database.
    await createSessionStore(t.db, t.clock, () => {}).renew(sid, {
      role,
      collectivityLabel,
      permissions: permissions.filter((code) => code !== 'r-ins'),
    });
    expect((await people(t.app)).statusCode).toBe(403);
    expect((await people(other)).statusCode).toBe(403);
    expect((await details(other, accessToken)).statusCode).toBe(200);
  });
});
