import { isIPv4 } from 'node:net';
import { HttpError } from '../http/http-error.ts';

/** Loopback in either family, IPv4 also as mapped into IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string): boolean {
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

/**
 * Development pages (the outbox, the simulated bank) show codes, names and BSNs: they answer only a
 * browser on the machine the server runs on, as if they did not exist elsewhere (decision 0018).
 * `ip` is the client address Fastify reports, so behind a proxy only with TRUST_PROXY.
 */
export function assertFromThisMachine(ip: string): void {
  if (!isLoopbackAddress(ip)) throw new HttpError(404, 'Development pages answer only on this machine');
}
