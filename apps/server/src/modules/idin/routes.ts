import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import type { IdentityBroker } from './broker.ts';
import { type IdinConfig, loadIdinConfig } from './idin-config.ts';
import { createOidcBroker } from './oidc-broker.ts';
import { createIdinService } from './service.ts';
import { createBankCodes } from './simulated-bank/bank-codes.ts';
import { simulatedBankRoutes } from './simulated-bank/routes.ts';
import { createSimulatedBroker } from './simulated-broker.ts';

export interface IdinRoutesOptions {
  /** The IDIN_* settings; buildApp passes process.env (decision 0007). */
  env?: Record<string, string | undefined>;
  /** Tests may bring their own broker. */
  broker?: IdentityBroker;
}

export async function idinRoutes(app: FastifyInstance, options: IdinRoutesOptions = {}) {
  const settings: IdinConfig = loadIdinConfig({
    ...(options.env ?? {}),
    NODE_ENV: app.ctx.config.environment,
  });
  const codes = createBankCodes(app.ctx.config.jwtSecret, app.ctx.clock);
  const broker: IdentityBroker | null =
    options.broker ??
    (settings.kind === 'oidc'
      ? createOidcBroker(settings)
      : settings.kind === 'simulated'
        ? createSimulatedBroker(settings.banks, codes)
        : null);
  const idin = createIdinService(app.ctx, broker);
  const { idin: calls } = contract;

  registerEndpoint(app, calls.bankOptions, () => idin.bankOptions());
  registerEndpoint(app, calls.createSession, ({ body, host, protocol, ip }) =>
    idin.createSession(body, { host, protocol, ip }),
  );
  registerEndpoint(app, calls.returnFromBank, ({ query }) => idin.returnFromBank(query));
  registerEndpoint(app, calls.processAuthentication, ({ body, ip, language, headers }) =>
    idin.processAuthentication(body, ip, language, headers['user-agent']),
  );
  registerEndpoint(app, calls.processIdentification, ({ body, ip, language, headers }) =>
    idin.processIdentification(body, ip, language, headers['user-agent']),
  );
  registerEndpoint(app, calls.processError, ({ body, ip }) => idin.processError(body, ip));

  if (broker?.kind === 'simulated') await app.register(simulatedBankRoutes, { idin, codes });
}
