import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  IdempotencyKeyReused,
  InsurerUnavailable,
  latencyBudgets,
  problemOf,
  Refusal,
  refusalProblem,
  refuse,
} from '@mijn/insurer';
import { exampleAreas } from '@mijn/insurer/testing';
import { BrokenCircuitError, BulkheadRejectedError } from 'cockatiel';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InsurerAnsweredWrongly, InsurerCallRejected } from './http-attempt.ts';
import { createHttpInsurer } from './http-insurer.ts';
import { insurerResilience, insurerResilienceSettings, type ResilienceSettings } from './resilience.ts';

interface Received {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}
type Answer = (request: Received, response: ServerResponse) => void;

const received: Received[] = [];
let answer: Answer;
const held: ServerResponse[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const seen = {
      method: request.method ?? '',
      url: new URL(request.url ?? '/', 'http://insurer'),
      headers: request.headers,
      body,
    };
    received.push(seen);
    answer(seen, response);
  });
});
let url: URL;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  for (const response of held.splice(0)) response.destroy();
});

const reply =
  (status: number, body: unknown, type = 'application/json'): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
  };
const hold: Answer = (_request, response) => {
  held.push(response);
};

function insurerWith(settings: Partial<ResilienceSettings> = {}) {
  return createHttpInsurer({
    url,
    apiToken: 'the-token',
    areas: exampleAreas,
    portalRequest: () => ({
      requestId: 'req-42',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    }),
    resilience: insurerResilience({ ...insurerResilienceSettings, ...settings }),
  });
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call answered');
}

const asked = { customerNumber: '00012345', year: 2026 };

describe('the HTTP adapter', () => {
  it('asks a query at its route with its input, the token, the request id and the trace context', async () => {
    answer = reply(200, ['D1']);
    expect(await insurerWith().claims.list(asked)).toEqual(['D1']);
    const [request] = received;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/v1/claims/list');
    expect(JSON.parse(request?.url.searchParams.get('input') ?? '')).toEqual(asked);
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer the-token',
      'x-request-id': 'req-42',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
  });

  it('answers a declared refusal as the refusal, not as an outage, and asks once', async () => {
    answer = (_request, response) =>
      response
        .writeHead(409, { 'content-type': 'application/problem+json' })
        .end(JSON.stringify(refusalProblem(refuse('too-early', { from: 2027 }))));
    expect(await insurerWith().claims.list(asked)).toEqual(new Refusal('too-early', { from: 2027 }));
    expect(received).toHaveLength(1);
  });

  it('gives up within the budget of the class when the insurer does not answer, having tried again', async () => {
    answer = hold;
    const started = performance.now();
    const error = await failure(insurerWith().claims.list(asked));
    const took = performance.now() - started;
    expect(error).toBeInstanceOf(InsurerUnavailable);
    expect(error).toMatchObject({ operation: 'claims.list' });
    // read: an attempt of 800 ms, one more after a back-off, all within 1.9 s.
    expect(took).toBeGreaterThanOrEqual(2 * latencyBudgets.read.attemptTimeoutMs - 50);
    expect(took).toBeLessThan(latencyBudgets.read.wholeCallMs + 150);
    expect(received).toHaveLength(2);
  });

  it('tries a command again with the same Idempotency-Key and body after a 503', async () => {
    const answers = [reply(503, problemOf('unavailable')), reply(200, 3)];
    answer = (request, response) => answers.shift()?.(request, response);
    const key = '0190c6a2-7d4e-7c6b-9d7e-2f1a3b4c5d6e';
    expect(await insurerWith().claims.markAllRead({}, { key })).toBe(3);
    expect(
      received.map((request) => [request.method, request.headers['idempotency-key'], request.body]),
    ).toEqual([
      ['POST', key, '{}'],
      ['POST', key, '{}'],
    ]);
  });

  it('sends a command keyed by its reference with that reference as its key', async () => {
    answer = reply(200, { declarationId: 'D2026W00000001' });
    await insurerWith().claims.submit({ reference: 'D2026W00000001' });
    expect(received[0]?.headers['idempotency-key']).toBe('D2026W00000001');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('never sends a command without its key', async () => {
    const call = insurerWith().claims.markAllRead({}, {} as { key: string });
    await expect(call).rejects.toThrow('claims.markAllRead is a command: call it with its idempotency key');
    expect(received).toHaveLength(0);
  });

  it('opens the breaker after failures, failing fast, and closes it when a probe succeeds', async () => {
    const insurer = insurerWith({
      breaker: { threshold: 0.5, size: 4, minimumCalls: 2, halfOpenAfterMs: 300 },
      budgets: { ...latencyBudgets, read: { ...latencyBudgets.read, retries: 0 } },
    });
    answer = reply(500, problemOf('internal'));
    for (let call = 0; call < 2; call++) {
      expect(await failure(insurer.claims.list(asked))).toBeInstanceOf(InsurerUnavailable);
    }
    const started = performance.now();
    const fast = await failure(insurer.claims.list(asked));
    expect(fast).toMatchObject({ cause: expect.any(BrokenCircuitError) });
    expect(performance.now() - started).toBeLessThan(50);
    expect(received).toHaveLength(2);

    answer = reply(200, ['D1']);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await insurer.claims.list(asked)).toEqual(['D1']);
    expect(await insurer.claims.list(asked)).toEqual(['D1']);
    expect(received).toHaveLength(4);
  });

  it('refuses a call at once when the bulkhead is full', async () => {
    const insurer = insurerWith({ bulkhead: { inFlight: 1, queued: 0 } });
    answer = hold;
    const first = insurer.claims.list(asked);
    await expect.poll(() => received.length).toBe(1);
    const second = await failure(insurer.claims.list(asked));
    expect(second).toMatchObject({ cause: expect.any(BulkheadRejectedError) });
    expect(second).toBeInstanceOf(InsurerUnavailable);
    held.shift()?.writeHead(200, { 'content-type': 'application/json' }).end('["D1"]');
    expect(await first).toEqual(['D1']);
    expect(received).toHaveLength(1);
  });

  it('takes an answer its declaration does not allow for an outage, without asking again', async () => {
    answer = reply(200, { not: 'a list' });
    const error = await failure(insurerWith().claims.list(asked));
    expect(error).toBeInstanceOf(InsurerUnavailable);
    expect(error).toMatchObject({ cause: expect.any(InsurerAnsweredWrongly) });
    expect(received).toHaveLength(1);
  });

  it("throws the portal's own faults as they are: a rejected call, a key reused", async () => {
    answer = reply(400, problemOf('invalid-input'), 'application/problem+json');
    const rejected = await failure(insurerWith().claims.list(asked));
    expect(rejected).toBeInstanceOf(InsurerCallRejected);
    expect(rejected).toMatchObject({ status: 400, problemType: 'urn:mijn:insurer:invalid-input' });
    answer = reply(422, problemOf('idempotency-key-reused'), 'application/problem+json');
    const reused = await failure(insurerWith().claims.submit({ reference: 'D1' }));
    expect(reused).toBeInstanceOf(IdempotencyKeyReused);
  });

  it('is unavailable when nothing listens at its address', async () => {
    const nowhere = createServer();
    await new Promise<void>((resolve) => nowhere.listen(0, '127.0.0.1', resolve));
    const { port } = nowhere.address() as AddressInfo;
    await new Promise((resolve) => nowhere.close(resolve));
    const insurer = createHttpInsurer({
      url: new URL(`http://127.0.0.1:${port}`),
      apiToken: 't',
      areas: exampleAreas,
    });
    const error = await failure(insurer.claims.list(asked));
    expect(error).toBeInstanceOf(InsurerUnavailable);
  });
});
