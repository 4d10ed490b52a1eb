import type { Endpoint } from '@mijn/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../storage/content-disposition.ts';
import { type HandlerRequest, handlerRequest } from './handler-request.ts';

export interface BinaryFile {
  data: Buffer;
  fileName: string;
}

/** A handler answering null sends 204 (none). */
export type BinaryHandler<E extends Endpoint> = (request: HandlerRequest<E>) => Promise<BinaryFile | null>;

/**
 * The reply of an endpoint whose contract entry declares a `download` (spec §7 "GET on a supplied
 * endpoint for binary downloads"): the bytes with the declared content type, a safe
 * Content-Disposition and no-store.
 */
export function binaryReply<E extends Endpoint & { download: { contentType: string } }>(
  endpoint: E,
  handler: BinaryHandler<E>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const file = await handler(handlerRequest<E>(request));
    if (!file) return reply.code(204).send();
    return reply
      .header('content-type', endpoint.download.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('content-length', file.data.length)
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  };
}
