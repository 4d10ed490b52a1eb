import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { checkReadability } from './check-readability.ts';

/** POST Declaration/ValidateAttachmentsReadability: scores the files and keeps none of them. */
export async function readabilityRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    contract.declaration.validateAttachmentsReadability,
    ({ files, signal, auth }) =>
      checkReadability(app.ctx.storage, app.ctx.readability.uploads, files, {
        signal,
        owner: auth.claims.accountId,
      }),
    { retainFiles: false },
  );
}
