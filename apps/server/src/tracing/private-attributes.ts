import type { IncomingMessage } from 'node:http';
import type { Attributes } from '@opentelemetry/api';
import { truncatedAddress } from '../http/client-address.ts';

/**
 * A query string with its values left out (`customerNumber=REDACTED`): queries carry personal data,
 * a phone number or a customer number, and the names alone say what was asked.
 */
export function redactedQuery(search: string): string {
  const names = [...new URLSearchParams(search).keys()];
  return names.map((name) => `${encodeURIComponent(name)}=REDACTED`).join('&');
}

/** A path without its query string. */
export const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

const forwardedFor = (request: IncomingMessage): string | undefined => {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first || undefined;
};

/**
 * What an incoming request's span keeps of the client (only its network, as the logs do) and of
 * its query, in place of the attributes OpenTelemetry's HTTP instrumentation would give it.
 */
export function incomingPrivateAttributes(request: IncomingMessage): Attributes {
  const peer = request.socket.remoteAddress;
  const client = forwardedFor(request) ?? peer;
  const query = request.url?.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return {
    ...(peer ? { 'network.peer.address': truncatedAddress(peer) } : {}),
    ...(client ? { 'client.address': truncatedAddress(client) } : {}),
    ...(query ? { 'url.query': redactedQuery(query) } : {}),
  };
}

/** An outgoing fetch's URL with the values of its query left out (a query to the insurer holds its input). */
export function outgoingPrivateAttributes(request: { origin: string; path: string }): Attributes {
  const url = new URL(request.path, request.origin);
  if (!url.search) return {};
  const query = redactedQuery(url.search);
  return { 'url.full': `${url.origin}${url.pathname}?${query}`, 'url.query': query };
}
