import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createAccountPopupsService } from './service.ts';

export async function accountPopupsRoutes(app: FastifyInstance) {
  const service = createAccountPopupsService(app.ctx);
  const { accountPopups } = contract;
  registerEndpoint(app, accountPopups.signTermsOfAgreement, ({ auth }) => service.signTermsOfAgreement(auth));
  registerEndpoint(app, accountPopups.declineDigitalPopUp, ({ auth }) => service.declineDigitalPopUp(auth));
  registerEndpoint(app, accountPopups.getEmailAddress, ({ auth }) => service.getEmailAddress(auth));
  registerEndpoint(app, accountPopups.updateContactDetails, ({ auth, body }) =>
    service.updateContactDetails(auth, body),
  );
}
