import { Alert, Stack, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import {
  daysOverdue,
  type IsoDate,
  invoiceStatus,
  isArrangementInvoice,
  isPayableInvoice,
  payFirst,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { ArrangementLink } from './arrangement-link.tsx';

/** The steps of the arrears path (spec §4), furthest first: the summary warns of the furthest one reached. */
const arrearsSteps = [
  [invoiceStatus.collectionAgency, 'collection-agency'],
  [invoiceStatus.summons, 'summons'],
  [invoiceStatus.notice, 'notice'],
  [invoiceStatus.reminder, 'reminder'],
] as const;

/**
 * What the user owes now, how late the oldest bill is (or when the first falls due), and a warning of
 * the furthest arrears step reached.
 */
export function InvoicesSummary({ invoices, today }: { invoices: readonly Invoice[]; today: IsoDate }) {
  const { t } = useTranslation('invoices');
  const payable = invoices.filter(isPayableInvoice);
  const arranged = invoices.some(isArrangementInvoice);
  if (payable.length === 0) {
    return (
      <Alert color="green" variant="light" title={t('summary.nothing')} className="mijn-invoices-summary">
        {arranged && <Text size="sm">{t('summary.arrangement')}</Text>}
      </Alert>
    );
  }
  const owed = payable.reduce((sum, invoice) => sum + invoice.remaining + invoice.collectionCosts, 0);
  const [oldest] = payFirst(payable);
  const late = oldest ? daysOverdue(oldest, today) : 0;
  const step = arrearsSteps.find(([id]) => payable.some((invoice) => invoice.status.id === id))?.[1];
  return (
    <Alert
      color={step ? 'orange' : 'blue'}
      variant="light"
      title={t('summary.owed', { count: payable.length, amount: formatEuro(owed) })}
      className="mijn-invoices-summary"
    >
      <Stack gap={4}>
        {oldest && (
          <Text size="sm">
            {late > 0
              ? t('summary.oldest-overdue', { count: late, date: formatDate(oldest.expirationDate) })
              : t('summary.next-due', { date: formatDate(oldest.expirationDate) })}
          </Text>
        )}
        {step && <Text size="sm">{t(`summary.arrears.${step}`)}</Text>}
        {arranged && <Text size="sm">{t('summary.arrangement')}</Text>}
        <ArrangementLink />
      </Stack>
    </Alert>
  );
}
