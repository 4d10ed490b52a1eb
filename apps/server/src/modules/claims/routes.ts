import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { submitClaim } from './submit-claim.ts';

/** POST Declaration: a claim with its bills, stored in progress for the background job. */
export async function claimRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.declaration.submitDeclaration, ({ auth, body, form, files }) =>
    submitClaim(app.ctx, auth, body, files, form),
  );
}
