import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerMultipartEndpoint } from '../../http/multipart-route.ts';
import { checkReadability } from './check-readability.ts';

/** POST Declaration/ValidateAttachmentsReadability: scores the files and keeps none of them. */
export async function readabilityRoutes(app: FastifyInstance) {
  registerMultipartEndpoint(
    app,
    contract.declaration.validateAttachmentsReadability,
    ({ files }) => checkReadability(app.ctx.storage, app.ctx.readability, files),
    { retainFiles: false },
  );
}
