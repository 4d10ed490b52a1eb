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

/** The first agreement numbers, whose invoices carry only the last five digits (the demo world's). */
const SHORT_FORM_FIRST = 10_000_000;
const SHORT_FORM_LAST = 10_099_999;

/**
 * An agreement as its invoice numbers write it: the first hundred thousand agreement numbers by
 * their last five digits (the numbers invoices have always had), every other one whole and at least
 * eight digits long, so the two forms differ in length and no two agreements share a number.
 */
function agreementPart(agreementId: number): string {
  return agreementId >= SHORT_FORM_FIRST && agreementId <= SHORT_FORM_LAST
    ? String(agreementId).slice(-5)
    : String(agreementId).padStart(8, '0');
}

const invoiceNumberOf = (agreementId: number, yearMonth: string, kindDigit: 1 | 2) =>
  `${yearMonth.slice(0, 4)}${yearMonth.slice(5, 7)}${agreementPart(agreementId)}${kindDigit}`;

/** The invoice number of an agreement's premium for a period: year and month the period starts, the agreement, 1. */
export const premiumInvoiceNumber = (agreementId: number, periodStart: string): string =>
  invoiceNumberOf(agreementId, periodStart, 1);

/** The invoice number of an agreement's excess invoice of a month (`yyyy-mm...`): as a premium's, ending in 2. */
export const excessInvoiceNumber = (agreementId: number, month: string): string =>
  invoiceNumberOf(agreementId, month, 2);

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
