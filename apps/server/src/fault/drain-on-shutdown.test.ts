import { describe, expect, it } from 'vitest';
import { eventually } from '../local-infra/server-process.ts';
import { serversOnAFreshFolder } from './fresh-folder-servers.ts';

const servers = serversOnAFreshFolder();

describe('a graceful shutdown', () => {
  it('turns readiness off at SIGTERM while the server still answers, then exits cleanly', async () => {
    // Longer than this test's three requests take on a slow machine: each must land inside the drain.
    const server = servers.launch({ SHUTDOWN_DRAIN_SECONDS: '8' });
    const url = await server.listening;
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);

    server.child.kill('SIGTERM');
    const draining = await eventually('readiness to turn off', async () => {
      const reply = await fetch(`${url}/health/ready`);
      return reply.status === 503 ? reply.json() : undefined;
    });
    expect(draining).toEqual({ status: 'shutting down', failed: [], checks: {} });
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    expect((await fetch(`${url}/config.json`)).status).toBe(200);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('"msg":"shutting down"');
  });
});
