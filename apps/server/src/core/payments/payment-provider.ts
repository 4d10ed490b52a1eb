import type { OnlinePaymentState, PaymentProviderName } from '../../db/schema.ts';

export type { OnlinePaymentState, PaymentProviderName };

/** What the portal asks a provider to collect. */
export interface PaymentRequest {
  amountCents: number;
  description: string;
  /** The invoice it pays, kept by the provider with the payment and given back when asked. */
  invoiceNumber: string;
  /** Where the provider sends the browser back to, whatever the outcome. */
  redirectUrl: string;
  /** Where the provider confirms a change, with the payment's id only. */
  webhookUrl: string;
  /** The language of the checkout. */
  language: 'nl' | 'en';
}

export interface CreatedPayment {
  id: string;
  checkoutUrl: string;
  /** When the open payment lapses at the provider; null when it does not say. */
  expiresAt: Date | null;
}

/** A payment as its provider knows it: the truth a confirmation is checked against. */
export interface PaymentAtProvider {
  id: string;
  state: OnlinePaymentState;
  /** Euro cents; null when the payment is in another currency or its amount cannot be read. */
  amountCents: number | null;
  /** The invoice the payment was made for, as stored with it; null when it carries none. */
  invoiceNumber: string | null;
}

/** The port the portal pays through: a simulated iDEAL in development, Mollie in production. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  create(request: PaymentRequest): Promise<CreatedPayment>;
  /** The provider's truth about a payment; null when it knows no payment by this id. */
  find(id: string): Promise<PaymentAtProvider | null>;
}
