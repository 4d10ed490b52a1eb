import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assertFromThisMachine } from '../../../auth/this-machine-only.ts';
import { idealBanks } from '../../../core/payments/ideal-banks.ts';
import { SIMULATED_IDEAL_PATH, type SimulatedIdeal } from '../../../core/payments/simulated-ideal.ts';
import { agreements, invoices, labels } from '../../../db/schema.ts';
import { acceptFormBodies } from '../../../http/form-body.ts';
import { HttpError } from '../../../http/http-error.ts';
import { checkoutPage, type Merchant } from './page.ts';

const PaymentParams = z.object({ id: z.string().regex(/^tr_[A-Za-z0-9]{1,64}$/) });
const BankChoice = z.object({ bank: z.enum(idealBanks.map((bank) => bank.bic) as [string, ...string[]]) });
const Decision = z.object({ decision: z.enum(['pay', 'cancel', 'fail', 'expire']) });

const unknownPayment = () => new HttpError(404, 'Unknown payment');

/**
 * The simulated iDEAL checkout: HTML for a person, not calls of the web app, so plain routes beside
 * the contract, registered only when the simulation is the provider and answering only this machine.
 */
export async function simulatedIdealRoutes(app: FastifyInstance, options: { ideal: SimulatedIdeal }) {
  const { ideal } = options;
  const { db } = app.ctx;

  app.addHook('onRequest', async (request) => assertFromThisMachine(request.ip));
  acceptFormBodies(app, 1024);

  async function merchantOf(invoiceNumber: string): Promise<Merchant> {
    const [label] = await db
      .select({ brandName: labels.brandName, colors: labels.colors })
      .from(invoices)
      .innerJoin(agreements, eq(agreements.agreementId, invoices.agreementId))
      .innerJoin(labels, eq(labels.code, agreements.labelCode))
      .where(eq(invoices.invoiceNumber, invoiceNumber));
    if (!label) throw unknownPayment();
    return label;
  }

  const idOf = (params: unknown) => {
    const parsed = PaymentParams.safeParse(params);
    if (!parsed.success) throw unknownPayment();
    return parsed.data.id;
  };

  app.get(`${SIMULATED_IDEAL_PATH}/:id`, async (request, reply) => {
    const payment = await ideal.checkout(idOf(request.params));
    if (!payment) throw unknownPayment();
    const chooseAnotherBank = (request.query as { bank?: unknown }).bank === 'other';
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
    return checkoutPage(payment, await merchantOf(payment.invoiceNumber), { chooseAnotherBank });
  });

  app.post(`${SIMULATED_IDEAL_PATH}/:id/bank`, async (request, reply) => {
    const id = idOf(request.params);
    const choice = BankChoice.safeParse(request.body);
    if (choice.success) await ideal.chooseBank(id, choice.data.bank);
    return reply.header('cache-control', 'no-store').redirect(`${SIMULATED_IDEAL_PATH}/${id}`, 303);
  });

  app.post(`${SIMULATED_IDEAL_PATH}/:id/decision`, async (request, reply) => {
    const id = idOf(request.params);
    const decision = Decision.safeParse(request.body);
    const payment = decision.success
      ? await ideal.decide(id, decision.data.decision)
      : await ideal.checkout(id);
    if (!payment) throw unknownPayment();
    // Once it ended the payer goes back to the portal; still open (no bank chosen yet): the checkout.
    const next = payment.state === 'open' ? `${SIMULATED_IDEAL_PATH}/${id}` : payment.redirectUrl;
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  });
}
