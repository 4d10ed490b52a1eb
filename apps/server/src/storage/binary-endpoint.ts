import type { Endpoint, EndpointRequest } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import type { AuthFor } from '../auth/authenticate.ts';
import { fastifyPath, type HandlerRequest } from '../http/route.ts';
import { contentDisposition } from './content-disposition.ts';

export interface BinaryFile {
  data: Buffer;
  fileName: string;
  contentType: 'application/pdf';
}

/**
 * A contract entry whose reply is a file, not JSON (spec §7 "GET on a supplied endpoint for binary
 * downloads"): same token and permission check and parameter validation as registerEndpoint, then
 * the bytes with a safe Content-Disposition and no-store. A handler answering null sends 204 (none).
 */
export function registerBinaryEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: HandlerRequest<E>) => Promise<BinaryFile | null>,
): void {
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.path.split('/')[0]?.toLowerCase() ?? 'root'],
      security: [{ bearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
    },
    onRequest: async (request) => {
      request.auth = await app.ctx.authenticate(request, endpoint.permission);
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const file = await handler({
        params: (request.params ?? {}) as EndpointRequest<E>['params'],
        query: (request.query ?? {}) as EndpointRequest<E>['query'],
        body: request.body as EndpointRequest<E>['body'],
        auth: request.auth as AuthFor<E['permission']>,
        ip: request.ip,
        host: request.host,
        protocol: request.protocol,
        headers: request.headers,
      } as HandlerRequest<E>);
      if (!file) return reply.code(204).send();
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('content-length', file.data.length)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });
}
