import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../db/schema-rate-limits.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** Below the five wrong logins that block an address (423), so only the rate limit answers. */
const ALLOWANCE = 3;
const WINDOW_MS = 60_000;

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: ALLOWANCE, timeWindow: WINDOW_MS } } });
  other = await t.anotherInstance();
});
afterAll(() => t.close());

/** A wrong login from `remoteAddress` (a documentation address: nothing is sent anywhere). */
const wrongLogin = (instance: FastifyInstance, remoteAddress: string) =>
  instance.inject({
    method: 'POST',
    url: '/api/account/login',
    remoteAddress,
    payload: { username: 'nobody.here', password: 'Wrong-password-1!' },
  });

const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const seen: number[] = [];
  for (const request of requests) seen.push((await request()).statusCode);
  return seen;
};

describe('the rate limit of the calls that try a secret', () => {
  it('is one allowance for every instance on the database: spread over two, it ends where it ends on one', async () => {
    const address = '192.0.2.1';
    const alternating = Array.from(
      { length: ALLOWANCE + 2 },
      (_, i) => () => wrongLogin(i % 2 === 0 ? t.app : other, address),
    );
    expect(await statuses(alternating)).toEqual([401, 401, 401, 429, 429]);

    const alone = '192.0.2.2';
    const onOne = Array.from({ length: ALLOWANCE + 2 }, () => () => wrongLogin(t.app, alone));
    expect(await statuses(onOne)).toEqual([401, 401, 401, 429, 429]);
  });

  it('loses no request that two instances count at the same moment', async () => {
    const address = '192.0.2.7';
    const atOnce = await Promise.all(
      Array.from({ length: ALLOWANCE + 3 }, (_, i) => wrongLogin(i % 2 === 0 ? t.app : other, address)),
    );
    const allowed = atOnce.filter((reply) => reply.statusCode === 401);
    expect(allowed).toHaveLength(ALLOWANCE);
    expect(atOnce.filter((reply) => reply.statusCode === 429)).toHaveLength(3);
  });

  it('answers as @fastify/rate-limit always did: the counting headers, then 429 with Retry-After', async () => {
    const address = '192.0.2.3';
    const first = await wrongLogin(t.app, address);
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': String(ALLOWANCE),
      'x-ratelimit-remaining': String(ALLOWANCE - 1),
      'x-ratelimit-reset': '60',
    });
    t.clock.advance(15_000);
    await statuses(Array.from({ length: ALLOWANCE - 1 }, () => () => wrongLogin(other, address)));
    const refused = await wrongLogin(t.app, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': String(ALLOWANCE),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '45',
      'retry-after': '45',
    });
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Rate limit exceeded, retry in 45 seconds',
    });
  });

  it("opens again when the window ends on the server's clock, not a moment before", async () => {
    const address = '192.0.2.4';
    await statuses(Array.from({ length: ALLOWANCE }, () => () => wrongLogin(t.app, address)));
    t.clock.advance(WINDOW_MS - 1);
    expect((await wrongLogin(other, address)).statusCode).toBe(429);
    t.clock.advance(1);
    const reopened = await wrongLogin(other, address);
    expect(reopened.statusCode).toBe(401);
    expect(reopened.headers['x-ratelimit-remaining']).toBe(String(ALLOWANCE - 1));
  });

  it('counts per client address and per call', async () => {
    const address = '192.0.2.5';
    await statuses(Array.from({ length: ALLOWANCE + 1 }, () => () => wrongLogin(t.app, address)));
    expect((await wrongLogin(other, '192.0.2.6')).statusCode).toBe(401);
    const reset = await other.inject({
      method: 'POST',
      url: '/api/Account/ResetPassword',
      remoteAddress: address,
      payload: {},
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.headers['x-ratelimit-remaining']).toBe(String(ALLOWANCE - 1));
  });

  it('forgets the windows that ended as it counts, so the table holds only open ones', async () => {
    await wrongLogin(t.app, '192.0.2.8');
    t.clock.advance(WINDOW_MS + 1);
    await wrongLogin(other, '192.0.2.9');
    const keys = (await t.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map(
      (row) => row.key,
    );
    expect(keys).toEqual([expect.stringMatching(/ 192\.0\.2\.9$/)]);
  });
});
