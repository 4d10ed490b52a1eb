import type { IncomingHttpHeaders } from 'node:http';
import {
  ApiError,
  bearersOf,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  isFlowToken,
  servedPath,
} from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthFor } from '../auth/authenticate.ts';

export type HandlerRequest<E extends Endpoint> = EndpointRequest<E> & {
  auth: AuthFor<E['permission']>;
  /** The client address (behind a proxy only with TRUST_PROXY). */
  ip: string;
  /** The Host header as sent, port included. */
  host: string;
  protocol: 'http' | 'https';
  headers: IncomingHttpHeaders;
};

export type EndpointHandler<E extends Endpoint> = (
  request: HandlerRequest<E>,
) => Promise<EndpointResponse<E>>;

export interface RouteOptions {
  /** Defaults: `no-store` under /api/ (personal data), `no-cache` for root paths. */
  cacheControl?: string;
}

/** `{name}` placeholders of the contract become Fastify's `:name`. */
export function fastifyPath(endpoint: Endpoint): string {
  return servedPath(endpoint).replace(/\{(\w+)\}/g, ':$1');
}

/** Calls anyone may make that try a secret (credentials, codes) get a per-client rate limit. */
export function isRateLimited(endpoint: Endpoint): boolean {
  return (
    bearersOf(endpoint.permission).some(isFlowToken) ||
    (endpoint.permission === 'public' && endpoint.method !== 'GET')
  );
}

function tagOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/^\//, '').split('/')[0]?.toLowerCase() ?? 'root';
}

/**
 * Turns a contract entry into a Fastify route: the only way a route is made. Fastify validates params,
 * query, body and the reply with the entry's zod schemas; onRequest checks the token and permission.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: RouteOptions = {},
): void {
  const cacheControl = options.cacheControl ?? (endpoint.base === 'api' ? 'no-store' : 'no-cache');
  const errorResponses: Record<number, z.ZodType> = Object.fromEntries(
    (endpoint.errors ?? []).map((status) => [status, ApiError]),
  );
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [tagOf(endpoint)],
      ...(endpoint.permission === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response, ...errorResponses },
    },
    config: isRateLimited(endpoint) ? { rateLimit: app.ctx.config.loginRateLimit } : {},
    onRequest: async (request) => {
      request.auth = await app.ctx.authenticate(request, endpoint.permission);
    },
    handler: async (request, reply) => {
      reply.header('cache-control', cacheControl);
      // Fastify has validated these with the endpoint's own schemas before the handler runs.
      return handler({
        params: (request.params ?? {}) as EndpointRequest<E>['params'],
        query: (request.query ?? {}) as EndpointRequest<E>['query'],
        body: request.body as EndpointRequest<E>['body'],
        auth: request.auth as AuthFor<E['permission']>,
        ip: request.ip,
        host: request.host,
        protocol: request.protocol,
        headers: request.headers,
      } as HandlerRequest<E>);
    },
  });
}
