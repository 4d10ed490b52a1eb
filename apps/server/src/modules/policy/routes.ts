import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { getActivePolicyNumber } from './active-policy-number.ts';
import { getExcess, getFinancialSummary } from './financial-summary.ts';
import { keepActivePolicyNumbers } from './kept-active-policy-numbers.ts';
import { getPolicyInfoForYear } from './policy-info.ts';

export async function policyRoutes(app: FastifyInstance) {
  const kept = { ...app.ctx, activePolicyNumbers: await keepActivePolicyNumbers(app.ctx) };

  registerEndpoint(app, contract.policy.getActivePolicyNumber, ({ auth, query }) =>
    getActivePolicyNumber(kept, auth, query),
  );
  registerEndpoint(app, contract.policy.getExcess, ({ auth, query }) => getExcess(app.ctx, auth, query));
  registerEndpoint(app, contract.policy.getFinancialSummary, ({ auth, query }) =>
    getFinancialSummary(app.ctx, auth, query),
  );
  registerEndpoint(app, contract.policy.getPolicyInfoForYear, ({ auth, query }) =>
    getPolicyInfoForYear(app.ctx, auth, query),
  );
}
