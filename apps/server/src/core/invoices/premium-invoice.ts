import {
  INVOICE_BY_POST_SURCHARGE_CENTS,
  invoiceStatus,
  PAPER_MAIL_COST_CENTS_PER_MONTH,
  type PaymentMethod,
  type PaymentTermMonths,
  premiumDueDate,
  premiumPeriodEnd,
} from '@mijn/domain';
import type { invoices } from '../../db/schema.ts';

export type InvoiceInsert = typeof invoices.$inferInsert;

export interface PremiumAgreement {
  agreementId: number;
  paymentMethod: PaymentMethod;
  paymentTermMonths: PaymentTermMonths;
}

/** The cost of paper post for a period: 1.25 euro a month for each person insured on it who chose paper. */
export const paperPostCostCents = (term: PaymentTermMonths, peopleOnPaper: number): number =>
  PAPER_MAIL_COST_CENTS_PER_MONTH * term * peopleOnPaper;

/**
 * The invoice number of an agreement's premium for a period: year and month the period starts, the
 * agreement's last five digits, and 1 for a premium (an excess invoice ends in 2).
 */
export function premiumInvoiceNumber(agreementId: number, periodStart: string): string {
  return `${periodStart.slice(0, 4)}${periodStart.slice(5, 7)}${String(agreementId).slice(-5)}1`;
}

/**
 * A premium invoice for a period as the core writes it on `invoiceDate`: due on the collection day,
 * awaiting collection when paid by direct debit and open otherwise, with the post surcharge
 * (spec §9) when it is sent by post to be paid by transfer, and the cost of paper post for the
 * people insured on it who chose it (`peopleOnPaper`).
 */
export function premiumInvoice(
  agreement: PremiumAgreement,
  periodStart: string,
  premiumCents: number,
  invoiceDate: string,
  peopleOnPaper = 0,
): InvoiceInsert {
  const term = agreement.paymentTermMonths;
  const postSurchargeCents = agreement.paymentMethod === 'Mail' ? INVOICE_BY_POST_SURCHARGE_CENTS : 0;
  const paperPostCents = paperPostCostCents(term, peopleOnPaper);
  const amountCents = premiumCents + postSurchargeCents + paperPostCents;
  return {
    invoiceNumber: premiumInvoiceNumber(agreement.agreementId, periodStart),
    agreementId: agreement.agreementId,
    kind: 'premium',
    description:
      term === 1
        ? `Premie ${periodStart.slice(0, 7)}`
        : `Premie ${term} maanden vanaf ${periodStart.slice(0, 7)}`,
    invoiceDate,
    expirationDate: premiumDueDate(periodStart, invoiceDate),
    paymentDate: null,
    premiumPeriodStart: periodStart,
    premiumPeriodEnd: premiumPeriodEnd(periodStart, term),
    amountCents,
    postSurchargeCents,
    paperPostCents,
    remainingCents: amountCents,
    statusId: agreement.paymentMethod === 'DirectDebit' ? invoiceStatus.directDebit : invoiceStatus.open,
    paymentType: agreement.paymentMethod,
  };
}
