import {
  EARLY_SIGNALLING_ARREARS_DAYS,
  UNPAID_BILL_WAIT_WORKING_DAYS,
} from '../constants/payment-arrangement.ts';
import { addBusinessDays } from '../dates/business-days.ts';
import { addDays, daysBetween, type IsoDate } from '../dates/iso-date.ts';
import { type InvoiceFacts, isPayableInvoice } from '../tiles/tile-data.ts';

/** What the arrears rules read of an invoice: the contract's Invoice fields they need. */
export interface DueInvoiceFacts extends InvoiceFacts {
  expirationDate: IsoDate;
  /** Null for an invoice that is not a premium (an excess bill). */
  premiePeriod: { startDate: IsoDate; endDate: IsoDate } | null;
}

/**
 * Days an invoice the customer still has to pay is past its due date on `today`: none on the due
 * date itself (it may be paid that day), 1 the day after. An invoice paid, collected by direct
 * debit or in an arrangement is never overdue to the customer.
 */
export function daysOverdue(invoice: DueInvoiceFacts, today: IsoDate): number {
  return isPayableInvoice(invoice) ? Math.max(0, daysBetween(invoice.expirationDate, today)) : 0;
}

export const isOverdue = (invoice: DueInvoiceFacts, today: IsoDate): boolean =>
  daysOverdue(invoice, today) > 0;

/** The first day an unpaid invoice is late: the day after its due date (1 day overdue). */
export const overdueSince = (invoice: Pick<DueInvoiceFacts, 'expirationDate'>): IsoDate =>
  addDays(invoice.expirationDate, 1);

/** The invoices to pay, the longest overdue first (the oldest due date); ties by invoice number. */
export function payFirst<T extends DueInvoiceFacts & { invoiceNumber: string }>(invoices: readonly T[]): T[] {
  return invoices
    .filter(isPayableInvoice)
    .sort(
      (a, b) =>
        a.expirationDate.localeCompare(b.expirationDate) || a.invoiceNumber.localeCompare(b.invoiceNumber),
    );
}

/** Premium arrears on `today`: the days the longest overdue premium is late, 0 without arrears. */
export function premiumArrearsDays(invoices: readonly DueInvoiceFacts[], today: IsoDate): number {
  return Math.max(
    0,
    ...invoices
      .filter((invoice) => invoice.premiePeriod !== null)
      .map((invoice) => daysOverdue(invoice, today)),
  );
}

/**
 * Spec §9 early signalling: Dutch health insurers report premium arrears to the municipality, which
 * then offers debt help (vroegsignalering), from 30 up to and including 100 days of arrears.
 */
export function isSignalledEarly(arrearsDays: number): boolean {
  return arrearsDays >= EARLY_SIGNALLING_ARREARS_DAYS.min && arrearsDays <= EARLY_SIGNALLING_ARREARS_DAYS.max;
}

/**
 * Spec §9 unpaid-bill tip: a transfer made on `today` can take 3 working days to reach the insurer,
 * so a bill paid today may show as unpaid until this day; it should not be paid again before.
 */
export function transferShowsBy(today: IsoDate): IsoDate {
  return addBusinessDays(today, UNPAID_BILL_WAIT_WORKING_DAYS);
}
