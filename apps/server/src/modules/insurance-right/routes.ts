import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { insuranceRightState, sendInsuranceRightCheck } from './service.ts';

/** GET and POST InsuranceRight: the documents are scans and photos, as a claim's bills (spec §5). */
export async function insuranceRightRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;
  registerEndpoint(app, contract.insuranceRight.get, ({ auth }) =>
    insuranceRightState(db, auth.user.customerNumber),
  );
  registerEndpoint(app, contract.insuranceRight.send, ({ auth, body, files }) =>
    sendInsuranceRightCheck(
      { db, now: clock.now(), decisionDelaySeconds: config.careRequestDelaySeconds },
      auth,
      body,
      files,
    ),
  );
}
