import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import { registerEndpoint } from '../../http/route.ts';
import { getCustomerDetails, revealSocialSecurityNumber } from './customer-details.ts';
import {
  customersWithActiveInsuranceCard,
  customersWithActivePolicy,
  customersWithPolicy,
  customersWithPolicyForYear,
  customersWithPolicyInPast,
} from './customer-lists.ts';
import { updateCustomer } from './update-customer.ts';

export async function customerRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const withTokens = { ...ctx, accessTokens: createAccessTokenIssuer(ctx) };

  registerEndpoint(app, contract.customer.getAllCustomersWithPolicyForYear, ({ auth, query }) =>
    customersWithPolicyForYear(ctx, auth, query.year, query.checkForOffer),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithActiveInsuranceCard, ({ auth }) =>
    customersWithActiveInsuranceCard(ctx, auth),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithPolicy, ({ auth }) =>
    customersWithPolicy(ctx, auth),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithPolicyInPast, ({ auth }) =>
    customersWithPolicyInPast(ctx, auth),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithActivePolicy, ({ auth }) =>
    customersWithActivePolicy(ctx, auth),
  );
  registerEndpoint(app, contract.customer.getCustomerDetails, ({ auth, query }) =>
    getCustomerDetails(ctx, auth, query.customerNumber),
  );
  registerEndpoint(app, contract.customer.revealSocialSecurityNumber, async ({ auth, query, log }) => {
    const { customerNumber, socialSecurityNumber } = await revealSocialSecurityNumber(
      ctx,
      auth,
      query.customerNumber,
    );
    // A privacy-sensitive read: who saw whose BSN, never the number itself.
    log.info({ accountId: auth.user.accountId, customerNumber }, 'BSN revealed after the privacy popup');
    return { socialSecurityNumber };
  });
  registerEndpoint(app, contract.customer.updateCustomer, ({ auth, body }) =>
    updateCustomer(withTokens, auth, body),
  );
}
