import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/expandable-list/fact-list.tsx';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { DetailToggle, detailIdOf } from './detail-toggle.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { overdueText, periodText } from './invoice-texts.ts';
import type { InvoiceItemProps, InvoiceListProps } from './invoices-table.tsx';
import { PartPayment } from './part-payment.tsx';

function InvoiceCard({ invoice, today, open, onToggle }: InvoiceItemProps) {
  const { t } = useTranslation('invoices');
  const overdue = overdueText(t, invoice, today);
  const headingId = `invoice-card-${invoice.invoiceNumber}`;
  const facts: [string, string][] = [
    [t('facts.number'), invoice.invoiceNumber],
    [t('facts.invoice-date'), formatDate(invoice.invoiceDate)],
    [t('facts.expiration-date'), formatDate(invoice.expirationDate)],
    [t('facts.period'), periodText(t, invoice)],
    [t('facts.amount'), formatEuro(invoice.amount)],
    [t('facts.remaining'), formatEuro(invoice.remaining)],
    [t('facts.payment-type'), t(`payment-type.${invoice.invoicePaymentType}`)],
  ];
  if (invoice.collectionDate !== null) {
    facts.push([t('facts.collection-date'), formatDate(invoice.collectionDate)]);
  }
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {invoice.description}
          </Title>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        {overdue && <Text fw={700}>{overdue}</Text>}
        <FactList facts={facts} className="mijn-invoice-facts" />
        <PartPayment invoice={invoice} />
        <Group gap="xs">
          <InvoiceActions invoice={invoice} />
          <DetailToggle invoice={invoice} open={open} onToggle={onToggle} />
        </Group>
        <section
          id={detailIdOf(invoice)}
          hidden={!open}
          aria-label={t('details.label', { number: invoice.invoiceNumber })}
        >
          {open && <InvoiceDetail invoice={invoice} />}
        </section>
      </Stack>
    </Card>
  );
}

/** The invoices as cards (phones and narrow windows), each with its payment details to open. */
export function InvoiceCards({ invoices, caption, today, isOpen, onToggle }: InvoiceListProps) {
  return (
    <Stack gap="sm" component="ul" className="mijn-card-list" aria-label={caption}>
      {invoices.map((invoice) => (
        <InvoiceCard
          key={invoice.invoiceNumber}
          invoice={invoice}
          today={today}
          open={isOpen(invoice)}
          onToggle={() => onToggle(invoice)}
        />
      ))}
    </Stack>
  );
}
