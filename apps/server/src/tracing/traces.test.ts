import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir, openDataDir } from '../fault/data-folder.ts';
import { logIn } from '../fault/portal-client.ts';
import { eventually, launchServer, type ServerProcess, stopServer } from '../local-infra/server-process.ts';
import { startInsurerService } from '../test/insurer-service.ts';
import { captureLog } from '../test/log-capture.ts';
import { type ReceivedSpan, startOtlpReceiver } from '../test/otlp-receiver.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpanId = '00f067aa0ba902b7';
const SERVER = 2;
const CLIENT = 3;

const cleanUp: (() => Promise<void>)[] = [];
const insurerLog = captureLog('info');
let server: ServerProcess;
let spans: ReceivedSpan[];

/**
 * The real server with OTEL_EXPORTER_OTLP_ENDPOINT set, exporting to a receiver of the test, with
 * the insurer's HTTP service (the simulation over a test world) behind INSURER_URL; one request
 * for an address, which the portal asks the insurer, comes with a caller's `traceparent`.
 */
beforeAll(async () => {
  const receiver = await startOtlpReceiver();
  cleanUp.push(receiver.close);
  const world: TestApp = await createTestApp();
  cleanUp.push(world.close);
  const insurer = await startInsurerService(world.app.ctx.insurer, insurerLog.logger);
  cleanUp.push(insurer.close);
  const folder = await freshDataDir();
  cleanUp.push(folder.remove);
  // With INSURER_URL the portal seeds only its own (decision 0106): the demo accounts come from a
  // folder seeded with the demo world beforehand, as a portal that had the simulation would have.
  await (await openDataDir(folder.dir)).close();
  server = launchServer({
    DATA_DIR: folder.dir,
    INSURER_URL: insurer.settings.url.href,
    INSURER_API_TOKEN: insurer.settings.apiToken,
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  });
  const url = await server.listening;
  const token = await logIn(url, 'jan.devries');
  const reply = await fetch(`${url}/api/Address/Lookup?postalCode=3584CX&houseNumber=12`, {
    headers: { authorization: `Bearer ${token}`, traceparent: `00-${traceId}-${callerSpanId}-01` },
  });
  expect(reply.status).toBe(200);
  spans = await eventually('the spans of the request', async () => {
    const ofTrace = receiver.spans.filter((span) => span.traceId === traceId);
    return (
      ofTrace.some((span) => span.kind === SERVER) && ofTrace.some((span) => span.kind === CLIENT) && ofTrace
    );
  });
}, 120_000);

afterAll(async () => {
  await stopServer(server);
  for (const close of cleanUp.reverse()) await close();
});

const one = (found: ReceivedSpan[], what: string): ReceivedSpan => {
  expect(found, what).toHaveLength(1);
  return found[0] as ReceivedSpan;
};

describe('a traced request', () => {
  it('continues the caller trace with a server span named after its route, not its path', () => {
    const request = one(
      spans.filter((span) => span.kind === SERVER),
      'server spans',
    );
    expect(request).toMatchObject({
      name: 'GET /api/Address/Lookup',
      parentSpanId: callerSpanId,
      service: 'mijn-portal',
      attributes: {
        'http.route': '/api/Address/Lookup',
        'url.query': 'postalCode=REDACTED&houseNumber=REDACTED',
        'client.address': '127.0.0.0',
      },
    });
  });

  it('has a span for each query of the database', () => {
    expect(spans.filter((span) => span.attributes['db.system.name'] === 'postgresql').length).toBeGreaterThan(
      0,
    );
  });

  it('has a span for the insurer operation, and the fetch to the insurer within it', () => {
    const operation = one(
      spans.filter((span) => span.name === 'insurer addresses.lookup'),
      'insurer operation spans',
    );
    const fetchSpan = one(
      spans.filter((span) => span.kind === CLIENT && span.attributes['url.full'] !== undefined),
      'fetch spans',
    );
    expect(fetchSpan.parentSpanId).toBe(operation.spanId);
    expect(fetchSpan.attributes['url.full']).not.toMatch(/3584CX|=12\b/);
  });

  it("sends its own span as the insurer service's parent, in one traceparent", () => {
    const fetchSpan = spans.find((span) => span.kind === CLIENT && span.attributes['url.full'] !== undefined);
    const answered = insurerLog
      .text()
      .split('\n')
      .filter((line) => line.includes('"answered"'))
      .map((line) => JSON.parse(line) as { traceparent?: string });
    expect(answered.map((line) => line.traceparent)).toContain(`00-${traceId}-${fetchSpan?.spanId}-01`);
  });
});

describe('the log of a traced request', () => {
  const requestLine = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as Record<string, unknown> & { req?: { url?: string; remoteAddress?: string } },
      )
      .find((line) => line.msg === 'request completed' && line.req?.url === '/api/Address/Lookup?…');

  it('carries the trace id, a span id and the request id', async () => {
    const line = await eventually('the request line', async () => requestLine());
    expect(line).toMatchObject({ trace_id: traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(line.reqId).toEqual(expect.any(String));
  });

  it('has no fields of another line where no span is active', () => {
    const listening = server
      .output()
      .split('\n')
      .find((line) => line.includes('Server listening'));
    expect(JSON.parse(listening ?? '{}')).not.toHaveProperty('seeded');
  });

  it('keeps only the network of the client address', async () => {
    const line = await eventually('the request line', async () => requestLine());
    expect(line.req?.remoteAddress).toBe('127.0.0.0');
    expect(server.output()).not.toContain('"remoteAddress":"127.0.0.1"');
  });
});
