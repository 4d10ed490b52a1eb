import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createCustomerService } from './service.ts';
import { createCustomerUpdate } from './update-customer.ts';

export async function customerRoutes(app: FastifyInstance) {
  const service = createCustomerService(app.ctx);
  const updateCustomer = createCustomerUpdate(app.ctx);

  registerEndpoint(app, contract.customer.getAllCustomersWithPolicyForYear, ({ auth, query }) =>
    service.withPolicyForYear(auth, query.year, query.checkForOffer),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithActiveInsuranceCard, ({ auth }) =>
    service.withActiveInsuranceCard(auth),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithPolicy, ({ auth }) => service.withPolicy(auth));
  registerEndpoint(app, contract.customer.getAllCustomersWithPolicyInPast, ({ auth }) =>
    service.withPolicyInPast(auth),
  );
  registerEndpoint(app, contract.customer.getAllCustomersWithActivePolicy, ({ auth }) =>
    service.withActivePolicy(auth),
  );
  registerEndpoint(app, contract.customer.getCustomerDetails, ({ auth, query }) =>
    service.details(auth, query.customerNumber),
  );
  registerEndpoint(app, contract.customer.revealSocialSecurityNumber, async ({ auth, query, log }) => {
    const { customerNumber, socialSecurityNumber } = await service.socialSecurityNumber(
      auth,
      query.customerNumber,
    );
    // A privacy-sensitive read: who saw whose BSN, never the number itself.
    log.info({ accountId: auth.user.accountId, customerNumber }, 'BSN revealed after the privacy popup');
    return { socialSecurityNumber };
  });
  registerEndpoint(app, contract.customer.updateCustomer, ({ auth, body }) => updateCustomer(auth, body));
}
