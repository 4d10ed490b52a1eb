import type { Invoice, InvoicesReply } from '@mijn/contract';
import { statusInfo } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';
import { insurerAccountOf } from '../../core/insurer-account.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { invoiceDescription } from './invoice-description.ts';

type Port = InsurerPort['invoices'];
export type HeldInvoices = Awaited<ReturnType<Port['ofPolicyholder']>>;
export type InvoiceFacts = HeldInvoices['invoices'][number];

/** What an invoice needs of the label it is sent under: its brand names the account paid into. */
export interface InvoiceLabel {
  brandName: string;
  uzoviCode: string;
}

/** The reply's view of one invoice: the insurer's facts, worded for the reader, with its label's account. */
export function toInvoice(facts: InvoiceFacts, label: InvoiceLabel, language: ReaderLanguage): Invoice {
  const period = facts.premiumPeriod;
  return {
    invoiceNumber: facts.invoiceNumber,
    agreementId: facts.agreementId,
    description: invoiceDescription(
      {
        kind: facts.kind,
        description: facts.description,
        premiumPeriodStart: period?.start ?? null,
        premiumPeriodEnd: period?.end ?? null,
      },
      language,
    ),
    invoiceDate: facts.invoiceDate,
    expirationDate: facts.expirationDate,
    paymentDate: facts.paymentDate,
    premiePeriod: period ? { startDate: period.start, endDate: period.end } : null,
    amount: facts.amount,
    remaining: facts.remaining,
    status: statusInfo(facts.statusId),
    invoicePaymentType: facts.paymentMethod,
    collectionDate: facts.collectionDate,
    collectionCosts: facts.collectionCosts,
    paymentDetails: { ...insurerAccountOf(label), description: facts.invoiceNumber },
    payments: facts.payments,
  };
}

/** GET Debitan/Invoices: each invoice with the label of its agreement (`labelOf` knows each code asked). */
export function toInvoicesReply(
  held: HeldInvoices,
  labelOf: (labelCode: string) => InvoiceLabel,
  language: ReaderLanguage,
): InvoicesReply {
  return {
    invoices: held.invoices.map((facts) => toInvoice(facts, labelOf(facts.labelCode), language)),
    isPaymentArrangementsDisabled: !held.mayArrange,
  };
}
