import type { Invoice } from '@mijn/contract';
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
