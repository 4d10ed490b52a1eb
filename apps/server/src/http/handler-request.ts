import type { IncomingHttpHeaders } from 'node:http';
import { type Endpoint, type EndpointRequest, servedPath } from '@mijn/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AuthFor } from '../auth/authenticate.ts';
import { type ReaderLanguage, readerLanguage } from './reader-language.ts';

export type HandlerRequest<E extends Endpoint> = EndpointRequest<E> & {
  auth: AuthFor<E['permission']>;
  /** The client address (behind a proxy only with TRUST_PROXY). */
  ip: string;
  /** The Host header as sent, port included. */
  host: string;
  protocol: 'http' | 'https';
  headers: IncomingHttpHeaders;
  /** The language of the screen that made the call (its Accept-Language), for texts the server writes. */
  language: ReaderLanguage;
  /** The request's own logger: its lines carry the request id (and, traced, the trace id). */
  log: FastifyBaseLogger;
};

/** `{name}` placeholders of the contract become Fastify's `:name`. */
export function fastifyPath(endpoint: Endpoint): string {
  return servedPath(endpoint).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * What a handler receives. Params, query and a JSON body were validated with the endpoint's own
 * schemas before the handler runs; a multipart body is passed in once parsed with its schema.
 */
export function handlerRequest<E extends Endpoint>(
  request: FastifyRequest,
  body: unknown = request.body,
): HandlerRequest<E> {
  return {
    params: (request.params ?? {}) as EndpointRequest<E>['params'],
    query: (request.query ?? {}) as EndpointRequest<E>['query'],
    body: body as EndpointRequest<E>['body'],
    auth: request.auth as AuthFor<E['permission']>,
    ip: request.ip,
    host: request.host,
    protocol: request.protocol,
    headers: request.headers,
    language: readerLanguage(request.headers['accept-language']),
    log: request.log,
  } as HandlerRequest<E>;
}
