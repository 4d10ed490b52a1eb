import { Stack, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';

/**
 * What came in towards an invoice that is still partly open, when and how, and what is left: a
 * half-paid bill explains itself instead of showing two amounts that do not match.
 */
export function PartPayment({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  if (invoice.remaining <= 0 || invoice.payments.length === 0) return null;
  return (
    <Stack gap={2} className="mijn-invoice-part-payment">
      {invoice.payments.map((payment) => (
        <Text size="sm" key={`${payment.receivedOn}-${payment.source}-${payment.amount}`}>
          {t('part.received', {
            amount: formatEuro(payment.amount),
            date: formatDate(payment.receivedOn),
            source: t(`part.source.${payment.source}`),
          })}
        </Text>
      ))}
      <Text size="sm" fw={600}>
        {t('part.left', { remaining: formatEuro(invoice.remaining), amount: formatEuro(invoice.amount) })}
      </Text>
    </Stack>
  );
}
