import type { AddressInfo } from 'node:net';
import { type InsurerPort, type LatencyBudget, latencyBudgets } from '@mijn/insurer';
import { buildInsurerHttpApp } from '@mijn/insurer-sim';
import type { FastifyBaseLogger } from 'fastify';
import { insurerResilienceSettings, type ResilienceSettings } from '../insurer/resilience.ts';
import type { InsurerSettings } from '../insurer/settings.ts';

/**
 * The simulation's HTTP service in front of a port (the embedded one over a test world), listening
 * on a free port of this machine: what the portal's HTTP adapter talks to in a test. With a logger
 * it writes its line per call (with the request id and `traceparent` it was sent).
 */
export async function startInsurerService(
  port: InsurerPort,
  logger: FastifyBaseLogger | false = false,
  /** A port of its own, to start it again where the portal expects it; a free one by default. */
  listenOn = 0,
): Promise<{ settings: NonNullable<InsurerSettings>; close(): Promise<void> }> {
  const apiToken = 'a-token-for-the-tests';
  const app = await buildInsurerHttpApp({ port, apiToken, logger });
  await app.listen({ port: listenOn, host: '127.0.0.1' });
  const { port: listening } = app.server.address() as AddressInfo;
  return { settings: { url: new URL(`http://127.0.0.1:${listening}`), apiToken }, close: () => app.close() };
}

const patient = ({ wholeCallMs, ...budget }: LatencyBudget): LatencyBudget => ({
  ...budget,
  attemptTimeoutMs: budget.attemptTimeoutMs * 10,
  wholeCallMs: wholeCallMs === null ? null : wholeCallMs * 10,
});

/**
 * Decision 0107's policies with ten times its timeouts: for tests of what the insurer answers, which a
 * busy test machine must not turn into "not available" (the outage tests keep the real budgets).
 */
export const patientResilienceSettings: ResilienceSettings = {
  ...insurerResilienceSettings,
  budgets: {
    hot: patient(latencyBudgets.hot),
    read: patient(latencyBudgets.read),
    document: patient(latencyBudgets.document),
    command: patient(latencyBudgets.command),
    feed: latencyBudgets.feed,
  },
};
