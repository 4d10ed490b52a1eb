import { contract } from '@mijn/contract';
import { insurerToday, isYearRequestable, openOfferYear } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { pricedProductsByPolicy } from '../../insurer/legacy/catalogue.ts';
import { agreementDetailsForYear } from './agreement-details.ts';
import { agreementsByRole } from './agreements-by-role.ts';
import { knownIban } from './known-iban.ts';
import { mostRecentAgreements } from './most-recent.ts';
import { participationsOf } from './participations.ts';
import { readPaymentDetails } from './payment-details/read-payment-details.ts';
import { createIbanUpdate } from './payment-details/update-iban.ts';
import { createPaymentDetailsUpdate } from './payment-details/update-payment-details.ts';

export async function agreementRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  const today = () => insurerToday(clock.now());
  const updatePaymentDetails = createPaymentDetailsUpdate(app.ctx);
  const updateIban = createIbanUpdate(app.ctx);

  // The offer year, when the user has an offered policy in it or holds an agreement that may request it.
  registerEndpoint(app, contract.agreement.getYearForOfferedAgreement, async ({ auth }) => {
    const offerYear = openOfferYear(insurerToday(clock.now()));
    if (offerYear === null) return { offerYear: null };
    const participations = await participationsOf(db, auth);
    const requestable = participations.some(
      ({ agreement, isPolicyholder, policies }) =>
        isPolicyholder &&
        isYearRequestable(
          agreement,
          policies.map(({ policy }) => policy),
          offerYear,
        ),
    );
    if (requestable) return { offerYear };
    const policyNumbers = participations.flatMap(({ policies }) =>
      policies.map(({ policy }) => policy.policyNumber),
    );
    const offered = await pricedProductsByPolicy(db, policyNumbers, offerYear);
    return { offerYear: offered.size > 0 ? offerYear : null };
  });

  registerEndpoint(app, contract.agreement.getMostRecentAgreements, ({ auth }) =>
    mostRecentAgreements(db, auth, insurerToday(clock.now())),
  );

  registerEndpoint(app, contract.agreement.getAgreementDetailsForYear, ({ auth, query }) =>
    agreementDetailsForYear(db, auth, query.year, insurerToday(clock.now())),
  );

  registerEndpoint(app, contract.agreement.hasKnownIban, ({ auth, query }) =>
    knownIban(db, auth, query.agreementId),
  );

  registerEndpoint(app, contract.agreement.getAgreementsByRoleAndFilter, ({ auth, query }) =>
    agreementsByRole(db, auth, query.role, query.filters ?? [], today()),
  );

  registerEndpoint(app, contract.agreement.getPaymentDetails, ({ auth, query }) =>
    readPaymentDetails(db, auth, query, today()),
  );

  registerEndpoint(app, contract.agreement.updatePaymentDetails, ({ auth, body, language }) =>
    updatePaymentDetails(auth, body, language),
  );

  registerEndpoint(app, contract.agreement.updateIban, ({ auth, body, language }) =>
    updateIban(auth, body, language, today()),
  );
}
