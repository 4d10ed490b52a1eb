import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createRegistrationService } from './service.ts';

export async function createAccountRoutes(app: FastifyInstance) {
  const service = createRegistrationService(app.ctx);
  const { createAccount: calls } = contract;

  registerEndpoint(app, calls.isValid, ({ body, ip }) => service.isValid(body, ip));
  registerEndpoint(app, calls.sendActivationCode, ({ headers, body, ip }) =>
    service.sendActivationCode(headers, body, ip),
  );
  registerEndpoint(app, calls.validateActivationCode, ({ headers, body, ip }) =>
    service.validateActivationCode(headers, body, ip),
  );
  registerEndpoint(app, calls.sendVerificationCode, ({ headers, ip }) =>
    service.sendVerificationCode(headers, ip),
  );
  registerEndpoint(app, calls.createAccount, ({ headers, body, ip }) =>
    service.createAccount(headers, body, ip),
  );
}
