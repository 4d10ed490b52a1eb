import {
  IdempotencyKeyReused,
  InsurerUnavailable,
  insurerOpenApi,
  queryStringOf,
  refuse,
} from '@mijn/insurer';
import { exampleAreas } from '@mijn/insurer/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInsurerHttpApp } from './app.ts';

const areas = exampleAreas;

const port = {
  claims: { list: vi.fn(), submit: vi.fn(), markAllRead: vi.fn() },
  health: { status: vi.fn(async () => ({ status: 'ok' })) },
};

const token = 'a-token-for-this-test';
const auth = { authorization: `Bearer ${token}` };
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildInsurerHttpApp({ port, areas, apiToken: token, logger: false });
});
afterAll(() => app.close());
beforeEach(() => vi.clearAllMocks());

const list = (input: unknown, headers: Record<string, string> = auth) =>
  app.inject({ method: 'GET', url: `/v1/claims/list?${queryStringOf(input)}`, headers });

describe('a query over HTTP', () => {
  it('reads its input from the JSON parameter and answers the output, with the portal request id', async () => {
    port.claims.list.mockResolvedValueOnce(['D1', 'D2']);
    const reply = await list(
      { customerNumber: '00012345', year: 2026 },
      { ...auth, 'x-request-id': 'req-7' },
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual(['D1', 'D2']);
    expect(port.claims.list).toHaveBeenCalledWith(
      { customerNumber: '00012345', year: 2026 },
      { requestId: 'req-7' },
    );
  });

  it('answers 400 with where the input did not match, without its value, and calls nothing', async () => {
    const reply = await list({ customerNumber: 12345, year: 2026 });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = reply.json();
    expect(problem).toMatchObject({ type: 'urn:mijn:insurer:invalid-input', status: 400 });
    expect(problem.issues).toEqual([{ path: ['customerNumber'], message: expect.any(String) }]);
    expect(reply.body).not.toContain('12345');
    expect(port.claims.list).not.toHaveBeenCalled();
  });

  it('answers 400 when the input parameter is not JSON', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/v1/claims/list?input=%7Bnot-json',
      headers: auth,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ type: 'urn:mijn:insurer:invalid-input' });
  });

  it('answers a refusal as its problem: 409 with the typed detail, 403 for not-in-household', async () => {
    port.claims.list.mockResolvedValueOnce(refuse('too-early', { from: 2027 }));
    const tooEarly = await list({ customerNumber: '00012345', year: 2026 });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({
      type: 'urn:mijn:insurer:refusal:too-early',
      title: 'Refused: too-early',
      status: 409,
      refusal: { code: 'too-early', detail: { from: 2027 } },
    });
    port.claims.list.mockResolvedValueOnce(refuse('not-in-household'));
    const other = await list({ customerNumber: '00012345', year: 2026 });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ refusal: { code: 'not-in-household' } });
  });
});

describe('the bearer token', () => {
  it('is required, and a wrong one is refused alike', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer another-token' },
      { authorization: token },
    ];
    for (const headers of tries) {
      const reply = await list({ customerNumber: '00012345', year: 2026 }, headers);
      expect(reply.statusCode).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer');
      expect(reply.json()).toMatchObject({ type: 'urn:mijn:insurer:unauthorized' });
    }
    expect(port.claims.list).not.toHaveBeenCalled();
  });

  it('is not asked of the health answer nor of the OpenAPI document', async () => {
    const health = await app.inject({ method: 'GET', url: '/v1/health/status' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const openApi = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(openApi.json()).toEqual(insurerOpenApi(areas));
  });
});

describe('a command over HTTP', () => {
  const submit = (body: unknown, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/v1/claims/submit',
      payload: body as object,
      headers: { ...auth, ...headers },
    });

  it("passes a minted Idempotency-Key on to the port, and takes a natural key from the command's input", async () => {
    port.claims.markAllRead.mockResolvedValueOnce(3);
    const marked = await app.inject({
      method: 'POST',
      url: '/v1/claims/mark-all-read',
      payload: {},
      headers: {
        ...auth,
        'idempotency-key': '0190c6a2-7d4e-7c6b-9d7e-2f1a3b4c5d6e',
        'x-request-id': 'req-8',
      },
    });
    expect(marked.json()).toBe(3);
    expect(port.claims.markAllRead).toHaveBeenCalledWith(
      {},
      { requestId: 'req-8', key: '0190c6a2-7d4e-7c6b-9d7e-2f1a3b4c5d6e' },
    );
    port.claims.submit.mockResolvedValueOnce({ declarationId: 'D2026W00000001' });
    const submitted = await submit({ reference: 'D2026W00000001' }, { 'idempotency-key': 'D2026W00000001' });
    expect(submitted.json()).toEqual({ declarationId: 'D2026W00000001' });
  });

  it('answers 400 without an Idempotency-Key, or with one that is not the reference the command carries', async () => {
    const tries: Record<string, string>[] = [
      {},
      { 'idempotency-key': 'D2026W00000002' },
      { 'idempotency-key': 'ä' },
    ];
    for (const headers of tries) {
      const reply = await submit({ reference: 'D2026W00000001' }, headers);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ type: 'urn:mijn:insurer:idempotency-key-required' });
    }
    expect(port.claims.submit).not.toHaveBeenCalled();
  });

  it('answers 422 for a key used before with another input', async () => {
    port.claims.submit.mockRejectedValueOnce(new IdempotencyKeyReused('claims.submit'));
    const reply = await submit({ reference: 'D1' }, { 'idempotency-key': 'D1' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({ type: 'urn:mijn:insurer:idempotency-key-reused' });
  });
});

describe('failures', () => {
  it('answer 503 when the insurer cannot answer, 500 without the message for anything else', async () => {
    port.claims.list.mockRejectedValueOnce(new InsurerUnavailable('claims.list'));
    const unavailable = await list({ customerNumber: '00012345', year: 2026 });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toMatchObject({ type: 'urn:mijn:insurer:unavailable' });
    port.claims.list.mockRejectedValueOnce(new Error('select * from customers where bsn = 123456782'));
    const failed = await list({ customerNumber: '00012345', year: 2026 });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      type: 'urn:mijn:insurer:internal',
      title: 'The insurer failed to answer',
      status: 500,
    });
  });

  it('answer 404 for a path that is no operation', async () => {
    const reply = await app.inject({ method: 'GET', url: '/v1/claims/nothing', headers: auth });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ type: 'urn:mijn:insurer:not-found' });
  });
});
