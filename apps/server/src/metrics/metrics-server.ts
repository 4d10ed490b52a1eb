import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A listener of its own on METRICS_PORT (decision 0113): GET /metrics answers the registry in
 * Prometheus's text format, anything else 404. Never on the public port, so the load balancer
 * does not publish it, and a scrape never waits behind the portal's own requests or hooks.
 */
export async function serveMetrics(
  registry: Registry,
  listen: { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      // A scrape that fails (the database gone) shows as the target being down: alerts.yml's `up`.
      () =>
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : listen.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
