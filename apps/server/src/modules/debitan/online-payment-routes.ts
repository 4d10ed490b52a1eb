import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { createMollieProvider } from '../../core/payments/mollie-provider.ts';
import type { PaymentProvider } from '../../core/payments/payment-provider.ts';
import { createSimulatedIdeal, type SimulatedIdeal } from '../../core/payments/simulated-ideal.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { registerEndpoint } from '../../http/route.ts';
import {
  confirmOnlinePayment,
  newestOnlinePayment,
  type OnlinePaymentsCtx,
  startOnlinePayment,
} from './online-payments.ts';
import { paymentUrlsFor } from './payment-urls.ts';
import { simulatedIdealRoutes } from './simulated-ideal/routes.ts';

/** Posts a confirmation to the webhook through the whole HTTP stack, as a provider's server would. */
function confirmThroughHttp(app: FastifyInstance) {
  return async (webhookUrl: string, paymentId: string) => {
    const url = new URL(webhookUrl);
    const reply = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id: paymentId }).toString(),
      remoteAddress: '127.0.0.1',
    });
    if (reply.statusCode !== 200) {
      app.log.warn(
        { paymentId, status: reply.statusCode },
        'the simulated iDEAL could not confirm a payment',
      );
    }
  };
}

/** The provider the configuration names (decision 0037); the simulation only outside production. */
async function providerFor(app: FastifyInstance): Promise<PaymentProvider | SimulatedIdeal | null> {
  const { config, db, clock } = app.ctx;
  const settings = config.onlinePayment;
  if (settings.kind === 'mollie') return createMollieProvider(settings);
  if (settings.kind === 'simulated')
    return createSimulatedIdeal({ db, clock, confirm: confirmThroughHttp(app) });
  return null;
}

const isSimulated = (provider: PaymentProvider | null): provider is SimulatedIdeal =>
  provider?.name === 'simulated-ideal';

export async function onlinePaymentRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  const provider = await providerFor(app);
  const payments: OnlinePaymentsCtx = { ...app.ctx, provider, log: app.log };
  const calls = contract.debitan;

  registerEndpoint(app, calls.onlinePaymentAvailability, async () => ({ isAvailable: provider !== null }));
  registerEndpoint(app, calls.startOnlinePayment, ({ auth, params, host, protocol, language }) =>
    startOnlinePayment(
      payments,
      auth,
      params.invoiceNumber,
      paymentUrlsFor(config, { host, protocol }, params.invoiceNumber),
      language,
    ),
  );
  registerEndpoint(app, calls.onlinePayment, ({ auth, params }) =>
    newestOnlinePayment(payments, auth, params.invoiceNumber),
  );

  // Providers post their confirmation form-encoded (Mollie: `id=tr_...`); only this route reads that.
  await app.register(async (webhook) => {
    acceptFormBodies(webhook, 1024);
    registerEndpoint(webhook, calls.onlinePaymentWebhook, async ({ body }) => {
      await confirmOnlinePayment(payments, body.id);
      return {};
    });
  });

  if (isSimulated(provider)) await app.register(simulatedIdealRoutes, { ideal: provider });
}
