import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { submitSeatedTransport } from './submit-request.ts';

/** POST SeatedPatientTransport: supporting files (a doctor's statement) are welcome, not required. */
export async function seatedTransportRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    contract.seatedPatientTransport.request,
    ({ auth, body, files }) => submitSeatedTransport(app.ctx, auth, body, files),
    { filesOptional: true },
  );
}
