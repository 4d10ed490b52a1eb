import { contract } from '@mijn/contract';
import { insurerToday, isCancellationServiceActive } from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { agreements } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/route.ts';
import { newcomerCards } from './newly-insured-cards.ts';
import { bsnsInUse, loadJoining } from './newly-insured-joining.ts';
import { saveNewlyInsuredPersons } from './newly-insured-save.ts';
import { paymentSetupForYear, termOfSetup } from './payment-term.ts';

/** Only the policyholder learns that an agreement exists here; anyone else gets 404. */
async function requirePolicyholder(db: Db, auth: AccessAuth, agreementId: number): Promise<void> {
  const [held] = await db
    .select({ agreementId: agreements.agreementId })
    .from(agreements)
    .where(
      and(
        eq(agreements.agreementId, agreementId),
        eq(agreements.policyholderNumber, auth.user.customerNumber),
      ),
    );
  if (!held) throw new HttpError(404, serverMessages.agreementNotFound);
}

/** Adding insured persons (spec §2 verzekerde-bijschrijven, §4 New insured persons, issue 16). */
export async function newlyInsuredRoutes(app: FastifyInstance) {
  const { db, clock, config, messenger, push } = app.ctx;
  const today = () => insurerToday(clock.now());

  registerEndpoint(app, contract.agreement.socialSecurityNumberInUse, async ({ auth, params, body }) => {
    await requirePolicyholder(db, auth, params.agreementId);
    return (await bsnsInUse(db, [body.socialSecurityNumber])).has(body.socialSecurityNumber);
  });

  registerEndpoint(app, contract.cancellationServicePeriod.validateDate, async ({ query }) => ({
    isActive: isCancellationServiceActive(query.date, today()),
  }));

  registerEndpoint(app, contract.contract.getContractCardsForNewlyInsuredPersons, async ({ auth, body }) => {
    const joining = await loadJoining(db, auth, body, today());
    const term =
      body.paymentTerm ?? termOfSetup(body.agreementId, await paymentSetupForYear(db, joining.change));
    return newcomerCards(joining, term);
  });

  registerEndpoint(app, contract.contract.saveContractCardsForNewlyInsuredPersons, ({ auth, query, body }) =>
    saveNewlyInsuredPersons(
      { db, clock, messenger, push, delaySeconds: config.newInsuredDelaySeconds },
      auth,
      query.agreementNumber,
      body,
    ),
  );
}
