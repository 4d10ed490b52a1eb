import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { getInsuranceRightState } from './insurance-right-state.ts';
import { sendInsuranceRightCheck } from './send-check.ts';

/** GET and POST InsuranceRight: the documents are scans and photos, as a claim's bills (spec §5). */
export async function insuranceRightRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.insuranceRight.get, ({ auth }) => getInsuranceRightState(app.ctx, auth));
  registerEndpoint(app, contract.insuranceRight.send, ({ auth, body, files }) =>
    sendInsuranceRightCheck(app.ctx, auth, body, files),
  );
}
