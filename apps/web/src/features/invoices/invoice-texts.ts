import type { Invoice } from '@mijn/contract';
import { daysOverdue, type IsoDate, overdueSince } from '@mijn/domain';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/format.ts';

/** The months a premium invoice covers, or a dash for other invoices. */
export function periodText(t: TFunction<'invoices'>, invoice: Invoice): string {
  if (invoice.premiePeriod === null) return '—';
  return t('period', {
    start: formatDate(invoice.premiePeriod.startDate),
    end: formatDate(invoice.premiePeriod.endDate),
  });
}

/** 'Te laat sinds 29-10-2026 (40 dagen)', counted from the day after the due date, for an invoice to pay whose due date has passed, else null. */
export function overdueText(t: TFunction<'invoices'>, invoice: Invoice, today: IsoDate): string | null {
  const count = daysOverdue(invoice, today);
  return count > 0 ? t('overdue', { count, date: formatDate(overdueSince(invoice)) }) : null;
}
