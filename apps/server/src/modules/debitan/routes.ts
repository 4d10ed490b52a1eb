import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/route.ts';
import { invoicesReplyOf } from './held-invoices.ts';
import { invoicePdf } from './invoice-file.ts';
import { onlinePaymentRoutes } from './online-payment-routes.ts';
import { paymentArrangementsOf, requestPaymentArrangement } from './payment-arrangements.ts';

export async function debitanRoutes(app: FastifyInstance) {
  const { clock } = app.ctx;
  registerEndpoint(app, contract.debitan.invoices, ({ auth, language }) =>
    invoicesReplyOf(app.ctx, auth, insurerToday(clock.now()), language),
  );
  registerEndpoint(app, contract.debitan.invoiceAttachments, async ({ auth, params }) => {
    const file = await invoicePdf(app.ctx, auth, params.invoiceNumber, insurerToday(clock.now()));
    if (!file) throw new HttpError(404, serverMessages.documentNotFound);
    return file;
  });
  await app.register(onlinePaymentRoutes);
  registerEndpoint(app, contract.debitan.paymentArrangements, ({ auth }) =>
    paymentArrangementsOf(app.ctx, auth),
  );
  registerEndpoint(app, contract.debitan.requestPaymentArrangement, ({ auth, body }) =>
    requestPaymentArrangement(app.ctx, auth, body),
  );
}
