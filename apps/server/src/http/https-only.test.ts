import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { errorHandler } from './error-handler.ts';
import { registerHttpsOnly } from './https-only.ts';

async function server(options: { enforceHttps: boolean; trustProxy: boolean }) {
  const app = Fastify({ trustProxy: options.trustProxy });
  app.setErrorHandler(errorHandler);
  registerHttpsOnly(app, options);
  app.get('/page', async () => ({ ok: true }));
  app.post('/form', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const forwardedHttps = { 'x-forwarded-proto': 'https' };

/** GET /page as a proxy forwards it, having heard it over `proto`. */
const pageVia = (app: Awaited<ReturnType<typeof server>>, proto: 'http' | 'https') =>
  app.inject({ method: 'GET', url: '/page', headers: { 'x-forwarded-proto': proto } });

describe('ENFORCE_HTTPS at the server', () => {
  it('redirects a plain http GET or HEAD with 301 to the same URL over https, with HSTS', async () => {
    const app = await server({ enforceHttps: true, trustProxy: false });
    for (const method of ['GET', 'HEAD'] as const) {
      const reply = await app.inject({
        method,
        url: '/page?year=2026',
        headers: { host: 'mijn.example.nl:8080' },
      });
      expect(reply.statusCode).toBe(301);
      expect(reply.headers.location).toBe('https://mijn.example.nl/page?year=2026');
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('redirects other methods with 308, so the client repeats the same method and body', async () => {
    const app = await server({ enforceHttps: true, trustProxy: false });
    const reply = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { host: 'mijn.example.nl' },
      payload: {},
    });
    expect(reply.statusCode).toBe(308);
    expect(reply.headers.location).toBe('https://mijn.example.nl/form');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    const untrusting = await server({ enforceHttps: true, trustProxy: false });
    const spoofed = await pageVia(untrusting, 'https');
    expect(spoofed.statusCode).toBe(301);

    const behindProxy = await server({ enforceHttps: true, trustProxy: true });
    const served = await pageVia(behindProxy, 'https');
    expect(served.statusCode).toBe(200);
    expect(served.headers['strict-transport-security']).toContain('max-age=');
    const plain = await pageVia(behindProxy, 'http');
    expect(plain.statusCode).toBe(301);
  });

  it('never redirects to a Host that is not a host name', async () => {
    const app = await server({ enforceHttps: true, trustProxy: false });
    const reply = await app.inject({ method: 'GET', url: '/page', headers: { host: 'evil.example/@x' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('leaves plain http alone, without HSTS, when not enforced', async () => {
    const app = await server({ enforceHttps: false, trustProxy: false });
    const reply = await app.inject({ method: 'GET', url: '/page' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS behind a trusted proxy when not enforced, only for what came over https', async () => {
    const app = await server({ enforceHttps: false, trustProxy: true });
    const overHttps = await pageVia(app, 'https');
    expect(overHttps.statusCode).toBe(200);
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await pageVia(app, 'http');
    expect(overHttp.statusCode).toBe(200);
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the portal with ENFORCE_HTTPS and TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { enforceHttps: true, trustProxy: true } });
  });
  afterAll(() => t.close());

  it('redirects API calls and pages over http, and serves them over https', async () => {
    const { app } = t;
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { host: 'localhost' },
    });
    expect(login.statusCode).toBe(308);
    expect(login.headers.location).toBe('https://localhost/api/account/login');
    const page = await app.inject({ method: 'GET', url: '/config.json', headers: { host: 'aev.localhost' } });
    expect(page.statusCode).toBe(301);
    const served = await app.inject({ method: 'GET', url: '/config.json', headers: forwardedHttps });
    expect(served.statusCode).toBe(200);
    expect(served.headers['strict-transport-security']).toContain('max-age=');
  });
});
