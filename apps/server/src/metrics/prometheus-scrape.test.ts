import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { eventually, launchServer, type ServerProcess, stopServer } from '../local-infra/server-process.ts';

/** A port no one listens on now, chosen by the system (as the server's own PORT=0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

let dir: string;
let server: ServerProcess;
let prometheus: ChildProcess;
let prometheusUrl: string;
let portalUrl: string;

/**
 * Debian's Prometheus (.ci/run installs it) scrapes a running server every second, with the alert
 * rules of ops/prometheus loaded, as an operator would run it.
 */
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mijn-prometheus-'));
  const [metricsPort, prometheusPort] = [await freePort(), await freePort()];
  server = launchServer({ DATA_DIR: path.join(dir, 'portal'), METRICS_PORT: String(metricsPort) });
  portalUrl = await server.listening;
  const config = path.join(dir, 'prometheus.yml');
  await writeFile(
    config,
    [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: ['${path.join(repoRoot, 'ops/prometheus/alerts.yml')}']`,
      'scrape_configs:',
      '  - job_name: mijn-portal',
      `    static_configs: [{ targets: ['127.0.0.1:${metricsPort}'] }]`,
      '',
    ].join('\n'),
  );
  prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'prometheus-data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
      '--log.level=warn',
    ],
    { stdio: 'ignore' },
  );
}, 120_000);

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
  }
  await stopServer(server);
  await rm(dir, { recursive: true, force: true });
});

type Sample = { metric: Record<string, string>; value: [number, string] };

/** The instant vector of `query`, as Prometheus's HTTP API answers it. */
async function query(promql: string): Promise<Sample[]> {
  const reply = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(
    () => undefined,
  );
  if (!reply?.ok) return [];
  const body = (await reply.json()) as { data: { result: Sample[] } };
  return body.data.result;
}

describe('Prometheus scraping a running portal', () => {
  it("stores the portal's request series under the route's pattern, and its process metrics", async () => {
    expect((await fetch(`${portalUrl}/config.json`)).status).toBe(200);
    const requests = await eventually(
      'the config.json request in Prometheus',
      async () => {
        const samples = await query('mijn_http_requests_total{job="mijn-portal",route="/config.json"}');
        return samples.length > 0 && samples;
      },
      60_000,
    );
    expect(requests[0]?.metric).toMatchObject({ method: 'GET', status_class: '2xx' });
    expect(Number(requests[0]?.value[1])).toBeGreaterThanOrEqual(1);
    const [up] = await query('up{job="mijn-portal"}');
    expect(up?.value[1]).toBe('1');
    expect(await query('nodejs_eventloop_lag_seconds{job="mijn-portal"}')).toHaveLength(1);
    expect(await query('mijn_outbox_messages{job="mijn-portal",channel="sms",state="waiting"}')).toHaveLength(
      1,
    );
  }, 90_000);

  it('is not served on the public port', async () => {
    const reply = await fetch(`${portalUrl}/metrics`);
    expect(await reply.text()).not.toContain('mijn_http_requests_total');
  });
});
