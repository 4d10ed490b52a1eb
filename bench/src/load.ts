import autocannon from 'autocannon';
import { options } from './options.ts';
import { percentile } from './percentile.ts';

export interface LoadFigures {
  requestsPerSecond: number;
  /** Answers with a 2xx status, per second. */
  okPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers outside 2xx plus socket errors and timeouts: the row did not measure what it says. */
  failures: number;
}

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent in turn, one per request. */
  bodies?: readonly string[];
  connections?: number;
}

function rotating(bodies: readonly string[]): autocannon.Request[] {
  let next = 0;
  return [{ setupRequest: (sent) => ({ ...sent, body: bodies[next++ % bodies.length] }) }];
}

/**
 * Autocannon against one URL for a bounded time on loopback. Percentiles come from every response's
 * own time (autocannon's summary has no p95 and rounds to whole milliseconds).
 */
async function loadFor(request: LoadRequest, seconds: number): Promise<LoadFigures> {
  const latencies: number[] = [];
  const instance = autocannon(
    {
      url: request.url,
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      requests: request.bodies && rotating(request.bodies),
      connections: request.connections ?? options.connections,
      duration: seconds,
    },
    () => {},
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await new Promise<autocannon.Result>((resolve) => instance.on('done', resolve));
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    okPerSecond: result['2xx'] / result.duration,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Loads run side by side: a warm-up (not recorded, it also drains what the previous row left queued
 * in the server), then the measured run.
 */
export async function measureTogether(requests: LoadRequest[], seconds: number): Promise<LoadFigures[]> {
  await Promise.all(requests.map((request) => loadFor(request, options.warmUpSeconds)));
  const measured = await Promise.all(requests.map((request) => loadFor(request, seconds)));
  measured.forEach(({ requestsPerSecond }, index) => {
    if (requestsPerSecond === 0) throw new Error(`${requests[index]?.url} answered nothing in ${seconds} s`);
  });
  return measured;
}

export async function measure(request: LoadRequest): Promise<LoadFigures> {
  const [figures] = await measureTogether([request], options.loadSeconds);
  if (!figures) throw new Error('Nothing was measured');
  return figures;
}
