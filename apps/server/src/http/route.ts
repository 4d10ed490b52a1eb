import { ApiError, bearersOf, type Endpoint, type EndpointResponse, isFlowToken } from '@mijn/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type BinaryHandler, binaryReply } from './binary-reply.ts';
import { fastifyPath, type HandlerRequest, handlerRequest } from './handler-request.ts';
import { JsonText } from './json-text.ts';
import { type MultipartHandler, type MultipartOptions, multipartReply } from './multipart-route.ts';

export { fastifyPath, type HandlerRequest };

/** A handler answers a value (checked and serialized per request) or a reply serialized before. */
export type EndpointHandler<E extends Endpoint> = (
  request: HandlerRequest<E>,
) => Promise<EndpointResponse<E> | JsonText<EndpointResponse<E>>>;

export interface RouteOptions {
  /** Defaults: `no-store` under /api/ (personal data), `no-cache` for root paths. */
  cacheControl?: string;
  /**
   * A logged-in call that tries a code or tells whether a value is taken: the per-client rate limit
   * of the calls before login too.
   */
  rateLimited?: true;
}

type MultipartEntry = { multipart: { files: string } };
type DownloadEntry = { download: { contentType: string } };

/** The handler an entry takes, by what it declares: multipart body, file download, or JSON. */
export type HandlerFor<E extends Endpoint> = E extends MultipartEntry
  ? MultipartHandler<E>
  : E extends DownloadEntry
    ? BinaryHandler<E>
    : EndpointHandler<E>;

export type OptionsFor<E extends Endpoint> = E extends MultipartEntry
  ? MultipartOptions
  : E extends DownloadEntry
    ? never
    : RouteOptions;

/** Calls that try a secret (credentials, codes) or spend a flow's token get a per-client rate limit. */
export function isRateLimited(endpoint: Endpoint): boolean {
  return (
    bearersOf(endpoint.permission).some(isFlowToken) ||
    (endpoint.permission === 'public' && endpoint.method !== 'GET')
  );
}

function tagOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/^\//, '').split('/')[0]?.toLowerCase() ?? 'root';
}

const isMultipart = (endpoint: Endpoint): endpoint is Endpoint & MultipartEntry =>
  endpoint.multipart !== undefined;
const isDownload = (endpoint: Endpoint): endpoint is Endpoint & DownloadEntry =>
  endpoint.download !== undefined;

function jsonReply<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, options: RouteOptions) {
  const cacheControl = options.cacheControl ?? (endpoint.base === 'api' ? 'no-store' : 'no-cache');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', cacheControl);
    const answer = await handler(handlerRequest<E>(request));
    if (!(answer instanceof JsonText)) return answer;
    // A string or buffer with a JSON type is sent as it is: Fastify checks and serializes only values.
    reply.header('content-type', 'application/json; charset=utf-8');
    return answer.bodyFor(request, reply);
  };
}

/**
 * The schemas Fastify validates with before the handler: params and query always; a JSON body and
 * reply only for JSON entries (a multipart body is parsed with its schema by multipart-route.ts).
 */
function schemaOf(endpoint: Endpoint) {
  const json = !isMultipart(endpoint) && !isDownload(endpoint);
  const errorResponses: Record<number, z.core.$ZodType> = Object.fromEntries(
    (endpoint.errors ?? []).map((status) => [status, ApiError]),
  );
  return {
    summary: endpoint.summary,
    tags: [tagOf(endpoint)],
    ...(endpoint.permission === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(isMultipart(endpoint) ? { consumes: ['multipart/form-data'] } : {}),
    ...(json && endpoint.body ? { body: endpoint.body } : {}),
    ...(json ? { response: { 200: endpoint.response, ...errorResponses } } : {}),
  };
}

/**
 * Turns a contract entry into a Fastify route: the only way a route is made, for JSON, multipart
 * and file-download entries alike. The onRequest hook checks the token and the entry's permission
 * (flow tokens included) before anything is read; Fastify validates params, query, a JSON body and
 * the reply with the entry's zod schemas; the entry's declaration picks how the body is read and
 * the reply is sent.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: HandlerFor<E>,
  ...[options]: [OptionsFor<E>] extends [never] ? [] : [options?: OptionsFor<E>]
): void {
  const reply = isMultipart(endpoint)
    ? multipartReply(
        app.ctx.storage,
        endpoint,
        handler as MultipartHandler<typeof endpoint>,
        options as MultipartOptions,
      )
    : isDownload(endpoint)
      ? binaryReply(endpoint, handler as BinaryHandler<typeof endpoint>)
      : jsonReply(endpoint, handler as EndpointHandler<E>, (options ?? {}) as RouteOptions);
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint),
    schema: schemaOf(endpoint),
    config:
      isRateLimited(endpoint) || (options as RouteOptions | undefined)?.rateLimited
        ? { rateLimit: app.ctx.config.loginRateLimit }
        : {},
    // A public entry's auth stays the request's default, null: no hook to run for it.
    ...(endpoint.permission === 'public'
      ? {}
      : {
          onRequest: async (request: FastifyRequest) => {
            request.auth = await app.ctx.authenticate(request, endpoint.permission);
          },
        }),
    handler: reply,
  });
}
