import { contract } from '@mijn/contract';
import { insurerToday, yearOf } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { medicalSelectionsOf } from '../../insurer/legacy/medical-selection.ts';
import { contractCards } from './cards.ts';
import { agreementMutability } from './mutability.ts';
import { paymentSetupForYear, termOfSetup } from './payment-term.ts';
import { loadPolicyChange } from './policy-change.ts';
import { reimbursementTable } from './reimbursements.ts';
import { saveContractCards } from './save.ts';
import { validateSelection } from './validate.ts';

/**
 * Edit policy (spec §4): whether a year may change, its contract cards, a selection's check and
 * totals, and its save.
 */
export async function policyChangeRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  const today = () => insurerToday(clock.now());
  const heldChange = (
    auth: Parameters<typeof loadPolicyChange>[1],
    target: Parameters<typeof loadPolicyChange>[2],
  ) => loadPolicyChange(db, auth, target, today(), { holderOnly: true });

  registerEndpoint(app, contract.agreement.agreementMutable, ({ auth, body }) =>
    agreementMutability(db, auth, body, today()),
  );

  registerEndpoint(app, contract.contract.getContractCardsForActivePolicies, async ({ auth, body }) => {
    const change = await heldChange(auth, body);
    const yearsTerm = termOfSetup(body.agreementId, await paymentSetupForYear(db, change));
    const insured = change.insured.map(({ customer }) => customer.customerNumber);
    return contractCards(change, body.paymentTerm ?? yearsTerm, await medicalSelectionsOf(db, insured));
  });

  registerEndpoint(app, contract.contract.validate, async ({ auth, body }) => {
    const change = await heldChange(auth, { ...body, year: yearOf(body.startDate) });
    return validateSelection(change, body);
  });

  registerEndpoint(app, contract.contract.reimbursements, async ({ auth, body }) =>
    reimbursementTable((await heldChange(auth, body)).catalogue),
  );

  registerEndpoint(app, contract.contract.saveContractCards, ({ auth, query, body }) =>
    saveContractCards({ db, clock }, auth, query.agreementNumber, body),
  );
}
