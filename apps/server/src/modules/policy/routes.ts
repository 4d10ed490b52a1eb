import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createPolicyService } from './service.ts';

export async function policyRoutes(app: FastifyInstance) {
  const service = await createPolicyService(app.ctx);

  registerEndpoint(app, contract.policy.getActivePolicyNumber, ({ auth, query }) =>
    service.getActivePolicyNumber(auth, query.customerNumber),
  );
  registerEndpoint(app, contract.policy.getExcess, ({ auth, query }) =>
    service.getExcess(auth, query.customerNumber, query.year),
  );
  registerEndpoint(app, contract.policy.getFinancialSummary, ({ auth, query }) =>
    service.getFinancialSummary(auth, query.customerNumber, query.year),
  );
  registerEndpoint(app, contract.policy.getPolicyInfoForYear, ({ auth, query }) =>
    service.getPolicyInfoForYear(auth, query),
  );
}
