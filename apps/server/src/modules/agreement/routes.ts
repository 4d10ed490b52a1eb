import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { pricedProductsByPolicy } from '../../core/premiums/load.ts';
import { openOfferYear } from '../../core/premiums/offer-year.ts';
import { registerEndpoint } from '../../http/route.ts';
import { agreementDetailsForYear } from './agreement-details.ts';
import { knownIban } from './known-iban.ts';
import { mostRecentAgreements } from './most-recent.ts';
import { participationsOf } from './participations.ts';

export async function agreementRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;

  registerEndpoint(app, contract.agreement.getYearForOfferedAgreement, async ({ auth }) => {
    const offerYear = openOfferYear(insurerToday(clock.now()));
    if (offerYear === null) return { offerYear: null };
    const policyNumbers = (await participationsOf(db, auth)).flatMap(({ policies }) =>
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
}
