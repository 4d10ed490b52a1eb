import type { IsoDate } from '../dates/iso-date.ts';
import {
  type ArrangementBlock,
  type ArrangementInvoice,
  arrangementBlockOf,
  isPremiumInvoice,
} from './arrangement-invoice.ts';

/**
 * What is wrong with a choice of invoices (spec §5): none chosen, more than one premium, or a
 * chosen invoice that is unknown to the household or may not join (its own reason, with its place
 * in the choice).
 */
export type SelectionIssue =
  | { code: 'none-selected' }
  | { code: 'more-than-one-premium' }
  | { code: 'unknown-invoice' | ArrangementBlock; invoiceNumber: string; index: number };

export function selectionIssues(
  selected: readonly string[],
  all: readonly ArrangementInvoice[],
  today: IsoDate,
): SelectionIssue[] {
  if (selected.length === 0) return [{ code: 'none-selected' }];
  const known = new Map(all.map((invoice) => [invoice.invoiceNumber, invoice]));
  const issues: SelectionIssue[] = [];
  const premiums = selected.filter((number) => {
    const invoice = known.get(number);
    return invoice !== undefined && isPremiumInvoice(invoice);
  });
  if (premiums.length > 1) issues.push({ code: 'more-than-one-premium' });
  selected.forEach((invoiceNumber, index) => {
    const invoice = known.get(invoiceNumber);
    const code = invoice ? arrangementBlockOf(invoice, all, today) : 'unknown-invoice';
    if (code) issues.push({ code, invoiceNumber, index });
  });
  return issues;
}

/** What the chosen invoices still owe together, in cents: the amount the terms pay. */
export function selectedTotal(selected: readonly string[], all: readonly ArrangementInvoice[]): number {
  const chosen = new Set(selected);
  return all
    .filter((invoice) => chosen.has(invoice.invoiceNumber))
    .reduce((total, invoice) => total + invoice.remaining, 0);
}
