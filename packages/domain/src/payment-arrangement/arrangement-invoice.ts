import { PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS } from '../constants/payment-arrangement.ts';
import { addDays, addMonths, type IsoDate } from '../dates/iso-date.ts';
import { invoiceStatus } from '../invoice-status.ts';
import { isPayableInvoice } from '../tiles/tile-data.ts';

/** What the arrangement rules read of an invoice: the fields of the contract's Invoice they need. */
export interface ArrangementInvoice {
  invoiceNumber: string;
  status: { id: number };
  /** Still owed, in cents. */
  remaining: number;
  /** The months a premium invoice covers; null for any other invoice (an excess bill). */
  premiePeriod: { startDate: IsoDate; endDate: IsoDate } | null;
}

/**
 * Why an invoice may not join a payment arrangement (spec §5), one code per rule, in the order they
 * are judged: its status first, then the premium rules, then the minimum amount.
 */
export const arrangementBlocks = [
  'paid',
  'in-arrangement',
  'collection-agency',
  'debt-relief',
  'bankruptcy',
  'direct-debit',
  'yearly-premium',
  'current-premium',
  'not-oldest-premium',
  'below-minimum',
] as const;
export type ArrangementBlock = (typeof arrangementBlocks)[number];

const blockOfStatus: ReadonlyMap<number, ArrangementBlock> = new Map([
  [invoiceStatus.paid, 'paid'],
  [invoiceStatus.paymentArrangement, 'in-arrangement'],
  [invoiceStatus.collectionAgency, 'collection-agency'],
  [invoiceStatus.debtRelief, 'debt-relief'],
  [invoiceStatus.bankruptcy, 'bankruptcy'],
  [invoiceStatus.directDebit, 'direct-debit'],
]);

export const isPremiumInvoice = (invoice: Pick<ArrangementInvoice, 'premiePeriod'>): boolean =>
  invoice.premiePeriod !== null;

/** Money is still owed on it: the invoices the arrangement's first step lists, selectable or not. */
export function isOwedInvoice(invoice: Pick<ArrangementInvoice, 'status' | 'remaining'>): boolean {
  return invoice.remaining > 0 && invoice.status.id !== invoiceStatus.paid;
}

/** A premium of a whole year (yearly payment term): paid at once, never in terms. */
const coversAYear = ({ startDate, endDate }: { startDate: IsoDate; endDate: IsoDate }) =>
  addMonths(startDate, 12) <= addDays(endDate, 1);

const firstOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

/**
 * The premium the customer must settle first: of the premiums still payable through the portal
 * (open, reminder, notice, summons), the one whose period starts earliest.
 */
export function oldestOpenPremium<Invoice extends ArrangementInvoice>(
  invoices: readonly Invoice[],
): Invoice | null {
  const open = invoices.filter((invoice) => isPremiumInvoice(invoice) && isPayableInvoice(invoice));
  const byPeriod = (a: Invoice, b: Invoice) =>
    (a.premiePeriod?.startDate ?? '').localeCompare(b.premiePeriod?.startDate ?? '') ||
    a.invoiceNumber.localeCompare(b.invoiceNumber);
  return open.sort(byPeriod)[0] ?? null;
}

/**
 * Why this invoice may not join an arrangement today, or null when it may (spec §5): nothing
 * already paid, in an arrangement, at a collection agency, in debt relief, in bankruptcy or
 * collected by direct debit; no yearly premium; a premium only of a previous month and only the
 * oldest open one; and at least 50 euro still owed. `all` are the household's invoices, which the
 * oldest-premium rule compares against.
 */
export function arrangementBlockOf(
  invoice: ArrangementInvoice,
  all: readonly ArrangementInvoice[],
  today: IsoDate,
): ArrangementBlock | null {
  if (invoice.remaining <= 0) return 'paid';
  const ofStatus = blockOfStatus.get(invoice.status.id);
  if (ofStatus) return ofStatus;
  const period = invoice.premiePeriod;
  if (period) {
    if (coversAYear(period)) return 'yearly-premium';
    if (period.startDate >= firstOfMonth(today)) return 'current-premium';
    if (oldestOpenPremium(all)?.invoiceNumber !== invoice.invoiceNumber) return 'not-oldest-premium';
  }
  if (invoice.remaining < PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS) return 'below-minimum';
  return null;
}
