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
const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * What a request's server span keeps of the client (only its network, as the logs do: the address
 * Fastify found, through a trusted proxy too) and of its query (the names, not the values).
 */
export function requestPrivateAttributes(request: { ip: string; url: string }): Attributes {
  const query = request.url.indexOf('?');
  return {
    'url.path': pathOf(request.url),
    'client.address': truncatedAddress(request.ip),
    ...(query < 0 ? {} : { 'url.query': redactedQuery(request.url.slice(query)) }),
  };
}

/** An outgoing fetch's URL with the values of its query left out (a query to the insurer holds its input). */
export function outgoingPrivateAttributes(request: { origin: string; path: string }): Attributes {
  const url = new URL(request.path, request.origin);
  if (!url.search) return {};
  const query = redactedQuery(url.search);
  return { 'url.full': `${url.origin}${url.pathname}?${query}`, 'url.query': query };
}
