import { allEndpoints, servedPath } from '@mijn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath } from './http/route.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('routes from the contract', () => {
  it('registers every contract endpoint', () => {
    for (const endpoint of allEndpoints) {
      expect(
        t.app.hasRoute({ method: endpoint.method, url: fastifyPath(endpoint) }),
        servedPath(endpoint),
      ).toBe(true);
    }
  });

  it('documents every contract endpoint in the OpenAPI document at /api/docs', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const endpoint of allEndpoints) {
      expect(
        document.paths[servedPath(endpoint)]?.[endpoint.method.toLowerCase()],
        servedPath(endpoint),
      ).toBeDefined();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('serves no API documentation where API_DOCS is off, as in production by default', async () => {
    const withoutDocs = await createTestApp({ config: { apiDocs: false } });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await withoutDocs.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await withoutDocs.close();
    }
  });

  it('matches paths case-insensitively', async () => {
    for (const url of ['/api/ACCOUNT/LOGIN', '/api/Account/Login', '/api/account/login']) {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        payload: { username: 'jan.devries', password: 'Wrong-password-1!' },
      });
      expect(reply.statusCode, url).toBe(401);
    }
    const details = await t.app.inject({ method: 'POST', url: '/api/account/getaccountdetails' });
    expect(details.statusCode).toBe(401);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-call',
      headers: { accept: 'text/html' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

describe('safe by default', () => {
  it('sends the security headers on every response', async () => {
    for (const url of ['/config.json', '/api/dev/outbox', '/api/nothing']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      // A JSON reply opened as a page may load and run nothing, nor be framed.
      const csp = String(headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp).not.toContain("'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      // ASVS 5.0 3.4.3: object-src and base-uri 'none'.
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends HSTS only over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API replies with personal data no-store', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('limits the request body size', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username: 'x'.repeat(200_000), password: 'y' },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ statusCode: 413 });
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).not.toContain('at ');
  });
});

describe('other origins (ASVS 5.0 3.4.2, 3.5.2)', () => {
  it('allows no other origin to read a reply: no CORS header, whatever the Origin says', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const reply = await t.app.inject({
        method,
        url: '/api/Policy/GetActivePolicyNumber',
        headers: { origin: 'https://elders.example', 'access-control-request-method': 'GET' },
      });
      expect(reply.headers['access-control-allow-origin'], method).toBeUndefined();
      expect(reply.headers['access-control-allow-credentials'], method).toBeUndefined();
    }
  });

  it('refuses a login a cross-site form could send: only application/json is read', async () => {
    const credentials = JSON.stringify({
      username: 'jan.devries',
      password: 'Welkom-2026!',
      rememberMe: false,
    });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { 'content-type': contentType, origin: 'https://elders.example' },
        payload: contentType === 'application/x-www-form-urlencoded' ? 'username=jan.devries' : credentials,
      });
      expect(reply.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, contentType).toBeLessThan(500);
      expect(reply.body).not.toContain('loginToken');
    }
  });
});

describe('server errors', () => {
  it('answer 500 with a generic text and no details when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.closeDatabase();
    try {
      const reply = await broken.app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { username: 'jan.devries', password: 'Welkom-2026!' },
      });
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again later.',
      });
    } finally {
      await broken.app.close();
    }
  });
});

describe('HSTS and rate limits by configuration', () => {
  it('sends HSTS when https is enforced', async () => {
    const https = await createTestApp({ config: { enforceHttps: true } });
    try {
      const reply = await https.app.inject({ method: 'GET', url: '/config.json' });
      expect(reply.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await https.close();
    }
  });

  it('rate-limits the login per client address', async () => {
    const limited = await createTestApp({ config: { loginRateLimit: { max: 2, timeWindow: 60_000 } } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { username: 'nobody.here', password: 'Wrong-password-1!' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      // Reading config is not a secret-trying call and stays open.
      expect((await limited.app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('rate-limits asking whether usernames are taken when logged in, as the login (decision 0043)', async () => {
    const limited = await createTestApp({ config: { loginRateLimit: { max: 2, timeWindow: 60_000 } } });
    try {
      const { accessToken } = await limited.loginFully('jan.devries');
      const taken = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account/UpdateAccountDetails',
          headers: { authorization: `Bearer ${accessToken}` },
          payload: { username: 'anna.devries' },
        });
      expect((await taken()).json()).toEqual({ usernameExists: true });
      expect((await taken()).statusCode).toBe(200);
      expect((await taken()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
