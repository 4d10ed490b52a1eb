import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { createRegistrationService } from '../../auth/registration.ts';
import { registerEndpoint } from '../../http/route.ts';

export async function createAccountRoutes(app: FastifyInstance) {
  const service = createRegistrationService(app.ctx);
  const { createAccount: calls } = contract;

  registerEndpoint(app, calls.isValid, ({ body, ip }) => service.isValid(body, ip));
  registerEndpoint(app, calls.sendActivationCode, ({ auth, body, ip, language }) =>
    service.sendActivationCode(auth, body, ip, language),
  );
  registerEndpoint(app, calls.validateActivationCode, ({ auth, body, ip }) =>
    service.validateActivationCode(auth, body, ip),
  );
  registerEndpoint(app, calls.sendVerificationCode, ({ auth, ip, language }) =>
    service.sendVerificationCode(auth, ip, language),
  );
  registerEndpoint(app, calls.createAccount, ({ auth, body, ip, language }) =>
    service.createAccount(auth, body, ip, language),
  );
}
