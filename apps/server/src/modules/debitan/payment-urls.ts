import { contract, servedPath } from '@mijn/contract';
import type { Config } from '../../config.ts';
import type { PaymentUrls } from './online-payments.ts';

/** The bills screen (spec §2) that shows how a payment ended; the query names the invoice. */
const BILLS_PATH = '/rekeningen-en-betalingen';
export const PAYMENT_RETURN_PARAMETER = 'betaling';

/** A host the portal serves under its public address: that host, a label's subdomain of it, or a label host. */
function servedHost(config: Pick<Config, 'publicBaseUrl' | 'labelHosts'>, hostname: string): boolean {
  const base = config.publicBaseUrl?.hostname;
  return (
    base !== undefined &&
    (hostname === base || hostname.endsWith(`.${base}`) || config.labelHosts.has(hostname))
  );
}

/**
 * Where the provider sends the payer back (the host they came from when the portal serves it, so
 * the label and the session stay; else the public address) and where it confirms (always the
 * public address, which the provider can reach). Without PUBLIC_BASE_URL (development) both are
 * the address of the request.
 */
export function paymentUrlsFor(
  config: Pick<Config, 'publicBaseUrl' | 'labelHosts'>,
  request: { host: string; protocol: string },
  invoiceNumber: string,
): PaymentUrls {
  const requested = new URL(`${request.protocol}://${request.host}`);
  const base = config.publicBaseUrl;
  const returnOrigin =
    base === null
      ? requested.origin
      : servedHost(config, requested.hostname)
        ? `${base.protocol}//${requested.host}`
        : base.origin;
  const back = new URL(BILLS_PATH, returnOrigin);
  back.searchParams.set(PAYMENT_RETURN_PARAMETER, invoiceNumber);
  return {
    redirectUrl: back.href,
    webhookUrl: new URL(servedPath(contract.debitan.onlinePaymentWebhook), (base ?? requested).origin).href,
  };
}
