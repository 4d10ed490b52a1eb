import { Stack, Table, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import type { IsoDate } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../components/expandable-list/detail-row.tsx';
import { ExpandableTable } from '../../components/expandable-list/expandable-table.tsx';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { DetailToggle, detailIdOf } from './detail-toggle.tsx';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceDetail } from './invoice-detail.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { overdueText } from './invoice-texts.ts';
import { PartPayment } from './part-payment.tsx';

export interface InvoiceListProps {
  invoices: readonly Invoice[];
  caption: string;
  /** The day overdue is counted on. */
  today: IsoDate;
  isOpen: (invoice: Invoice) => boolean;
  onToggle: (invoice: Invoice) => void;
}

const columns = [
  'invoice',
  'dates',
  'period',
  'amount',
  'remaining',
  'status',
  'payment',
  'actions',
] as const;

/** The first and the last day each on a line of its own, so the column stays narrow. */
function PeriodLines({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  if (invoice.premiePeriod === null) return '—';
  return (
    <>
      <Text size="sm" span display="block" className="mijn-nowrap">
        {t('period-from', { date: formatDate(invoice.premiePeriod.startDate) })}
      </Text>
      <Text size="sm" span display="block" className="mijn-nowrap">
        {t('period-to', { date: formatDate(invoice.premiePeriod.endDate) })}
      </Text>
    </>
  );
}

/** One invoice of the list, a row or a card, with whether its payment details are open. */
export interface InvoiceItemProps {
  invoice: Invoice;
  today: IsoDate;
  open: boolean;
  onToggle: () => void;
}

function InvoiceRow({ invoice, today, open, onToggle }: InvoiceItemProps) {
  const { t } = useTranslation('invoices');
  const overdue = overdueText(t, invoice, today);
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw="normal">
          <Text size="sm" span display="block" fw={700}>
            {invoice.description}
          </Text>
          <Text size="sm" span display="block">
            {invoice.invoiceNumber}
          </Text>
          <PartPayment invoice={invoice} />
        </Table.Th>
        <Table.Td>
          <Text size="sm" span display="block" className="mijn-nowrap">
            {t('invoice-date', { date: formatDate(invoice.invoiceDate) })}
          </Text>
          <Text size="sm" span display="block" className="mijn-nowrap" fw={overdue ? 700 : undefined}>
            {overdue ?? t('due', { date: formatDate(invoice.expirationDate) })}
          </Text>
        </Table.Td>
        <Table.Td>
          <PeriodLines invoice={invoice} />
        </Table.Td>
        <Table.Td ta="right" className="mijn-money">
          {formatEuro(invoice.amount)}
        </Table.Td>
        <Table.Td ta="right" className="mijn-money" fw={invoice.remaining > 0 ? 700 : undefined}>
          {formatEuro(invoice.remaining)}
        </Table.Td>
        <Table.Td>
          <InvoiceStatusBadge status={invoice.status} />
        </Table.Td>
        <Table.Td>
          <Text size="sm" span display="block">
            {t(`payment-type.${invoice.invoicePaymentType}`)}
          </Text>
          {invoice.collectionDate !== null && (
            <Text size="sm" span display="block" className="mijn-nowrap">
              {formatDate(invoice.collectionDate)}
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          <Stack gap={4} align="flex-start">
            <InvoiceActions invoice={invoice} />
            <DetailToggle invoice={invoice} open={open} onToggle={onToggle} />
          </Stack>
        </Table.Td>
      </Table.Tr>
      <DetailRow
        id={detailIdOf(invoice)}
        open={open}
        colSpan={columns.length}
        label={t('details.label', { number: invoice.invoiceNumber })}
      >
        <InvoiceDetail invoice={invoice} />
      </DetailRow>
    </>
  );
}

/** The invoices as a table (wide screens); each row opens into its payment details below it. */
export function InvoicesTable({ invoices, caption, today, isOpen, onToggle }: InvoiceListProps) {
  const { t } = useTranslation('invoices');
  return (
    <ExpandableTable
      minWidth={1000}
      className="mijn-invoices-table"
      caption={caption}
      head={columns.map((column) => (
        <Table.Th
          key={column}
          scope="col"
          ta={column === 'amount' || column === 'remaining' ? 'right' : undefined}
        >
          {t(`columns.${column}`)}
        </Table.Th>
      ))}
    >
      {invoices.map((invoice) => (
        <InvoiceRow
          key={invoice.invoiceNumber}
          invoice={invoice}
          today={today}
          open={isOpen(invoice)}
          onToggle={() => onToggle(invoice)}
        />
      ))}
    </ExpandableTable>
  );
}
