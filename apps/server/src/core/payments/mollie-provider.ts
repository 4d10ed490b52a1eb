import type { Payment, PaymentStatus } from '@mollie/api-client';
import type { OnlinePaymentState, PaymentAtProvider, PaymentProvider } from './payment-provider.ts';

export interface MollieSettings {
  apiKey: string;
  /** Mollie's own API unless set (a proxy, or a test double). */
  apiEndpoint: string | undefined;
}

/** Mollie's amounts are strings with two decimals in the currency's unit: 12.34 euro is "12.34". */
export function euroValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function centsOf(amount: { currency: string; value: string }): number | null {
  const match = /^(\d+)\.(\d{2})$/.exec(amount.value);
  if (amount.currency !== 'EUR' || !match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Pending and authorized are still on their way: only `paid` means the money came in. */
const states: Record<`${PaymentStatus}`, OnlinePaymentState> = {
  open: 'open',
  pending: 'open',
  authorized: 'open',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

function invoiceNumberOf(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const value = (metadata as { invoiceNumber?: unknown }).invoiceNumber;
  return typeof value === 'string' ? value : null;
}

function asSeen(payment: Payment): PaymentAtProvider {
  return {
    id: payment.id,
    state: states[payment.status] ?? 'open',
    amountCents: centsOf(payment.amount),
    invoiceNumber: invoiceNumberOf(payment.metadata),
  };
}

/**
 * Payments through Mollie (iDEAL), with the invoice number in the payment's metadata. Mollie's client
 * is loaded only when the configuration selects Mollie (decision 0063).
 */
export async function createMollieProvider(settings: MollieSettings): Promise<PaymentProvider> {
  const { createMollieClient, Locale, MollieApiError, PaymentMethod } = await import('@mollie/api-client');
  const client = createMollieClient({
    apiKey: settings.apiKey,
    ...(settings.apiEndpoint ? { apiEndpoint: settings.apiEndpoint } : {}),
  });
  return {
    name: 'mollie',

    async create(request) {
      const payment = await client.payments.create({
        amount: { currency: 'EUR', value: euroValue(request.amountCents) },
        description: request.description,
        redirectUrl: request.redirectUrl,
        webhookUrl: request.webhookUrl,
        method: PaymentMethod.ideal,
        locale: request.language === 'en' ? Locale.en_US : Locale.nl_NL,
        metadata: { invoiceNumber: request.invoiceNumber },
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new Error(`Mollie gave payment ${payment.id} no checkout URL`);
      return {
        id: payment.id,
        checkoutUrl,
        expiresAt: payment.expiresAt ? new Date(payment.expiresAt) : null,
      };
    },

    async find(id) {
      try {
        return asSeen(await client.payments.get(id));
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
