import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
}

/** Autocannon against one URL for a fixed, bounded duration on loopback. */
export async function measure(url: string, headers: Record<string, string>, method: 'GET' | 'POST' = 'GET') {
  const result = await autocannon({ url, method, headers, connections: 10, duration: 10 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
  } satisfies LoadFigures;
}
