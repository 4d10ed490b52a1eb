import type { AddressInfo } from 'node:net';
import type { InsurerPort } from '@mijn/insurer';
import { buildInsurerHttpApp } from '@mijn/insurer-sim';
import type { FastifyBaseLogger } from 'fastify';
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
