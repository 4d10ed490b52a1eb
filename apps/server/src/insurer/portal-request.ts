import { AsyncLocalStorage } from 'node:async_hooks';
import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyRequest } from 'fastify';

/** What a call to the insurer passes on of the portal request it serves. */
export interface PortalRequest {
  requestId: string;
  traceparent?: string;
  tracestate?: string;
}

/** Fastify runs each route handler in this channel's stores (its diagnostics channel, no hook). */
const handlers = tracingChannel<unknown, { request: FastifyRequest }>('fastify.request.handler');
const served = new AsyncLocalStorage<PortalRequest>();

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const requestIdOf = ({ request }: { request: FastifyRequest }): PortalRequest => ({ requestId: request.id });

function portalRequestOf({ request }: { request: FastifyRequest }): PortalRequest {
  const traceparent = first(request.headers.traceparent);
  const tracestate = first(request.headers.tracestate);
  return {
    requestId: request.id,
    ...(traceparent === undefined ? {} : { traceparent }),
    ...(tracestate === undefined ? {} : { tracestate }),
  };
}

/**
 * From now on, the portal request each route handler serves, for the HTTP adapter to pass on
 * (X-Request-Id, W3C trace context) without every use case handing it down. Only the composition
 * root of the HTTP adapter calls it: the embedded adapter sends nothing and pays nothing. Without
 * `traceContext` only the request id is passed on (OpenTelemetry sends the trace context).
 */
export function followPortalRequests(
  options: { traceContext: boolean } = { traceContext: true },
): () => PortalRequest | undefined {
  handlers.start.bindStore(served, options.traceContext ? portalRequestOf : requestIdOf);
  return () => served.getStore();
}
