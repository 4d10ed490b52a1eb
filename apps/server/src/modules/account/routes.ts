import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createAccountService } from './service.ts';

export async function accountRoutes(app: FastifyInstance) {
  const service = createAccountService(app.ctx);
  const { account } = contract;

  registerEndpoint(app, account.login, ({ body, ip }) => service.login(body, ip));
  registerEndpoint(app, account.resendVerificationCode, ({ auth, ip }) =>
    service.resendVerificationCode(auth, ip),
  );
  registerEndpoint(app, account.validateVerificationCode, ({ auth, body, ip }) =>
    service.validateVerificationCode(auth, body.verificationCode, ip),
  );
  registerEndpoint(app, account.getAccountDetails, ({ auth }) => service.getAccountDetails(auth));
}
