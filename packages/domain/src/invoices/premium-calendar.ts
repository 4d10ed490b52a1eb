import { type PaymentTermMonths, PREMIUM_INVOICE_DAY_OF_MONTH } from '../constants/premium.ts';
import { premiumCollectionDate } from '../dates/business-days.ts';
import { addDays, addMonths, type IsoDate } from '../dates/iso-date.ts';

const pad = (value: number) => String(value).padStart(2, '0');
const firstOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;
const collectionDateOfMonth = (date: IsoDate): IsoDate =>
  premiumCollectionDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)));

/**
 * The first day of the payment-term period that holds `date`. Periods run from 1 January in blocks
 * of the term: a quarter starts in January, April, July or October, so no period crosses a year end.
 */
export function premiumPeriodStart(date: IsoDate, term: PaymentTermMonths): IsoDate {
  const month = Number(date.slice(5, 7));
  return `${date.slice(0, 4)}-${pad(month - ((month - 1) % term))}-01`;
}

export function premiumPeriodEnd(periodStart: IsoDate, term: PaymentTermMonths): IsoDate {
  return addDays(addMonths(periodStart, term), -1);
}

/** The day the premium run invoices a period: the 10th of the month before it (spec §9). */
export function premiumInvoiceDay(periodStart: IsoDate): IsoDate {
  return `${addMonths(periodStart, -1).slice(0, 7)}-${pad(PREMIUM_INVOICE_DAY_OF_MONTH)}`;
}

/** The latest period invoiced by `today`: the next one once its invoice day has come, else the running one. */
export function latestInvoicedPeriodStart(today: IsoDate, term: PaymentTermMonths): IsoDate {
  const running = premiumPeriodStart(today, term);
  const next = addMonths(running, term);
  return premiumInvoiceDay(next) <= today ? next : running;
}

/** The first premium collection day on or after `date`. */
export function nextPremiumCollectionDate(date: IsoDate): IsoDate {
  const thisMonth = collectionDateOfMonth(date);
  return thisMonth >= date ? thisMonth : collectionDateOfMonth(addMonths(firstOfMonth(date), 1));
}

/**
 * When a period's premium falls due, whatever the payment method: on the collection day of the
 * period's first month. An invoice made after that day (a run that could not run in time) falls due
 * on the next collection day, so it is never overdue the day it is made.
 */
export function premiumDueDate(periodStart: IsoDate, invoiceDate: IsoDate): IsoDate {
  return nextPremiumCollectionDate(invoiceDate > periodStart ? invoiceDate : periodStart);
}
