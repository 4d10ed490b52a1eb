import { Stack } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { type IsoDate, isPayableInvoice, payFirst } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { SubSection } from '../../components/sub-section.tsx';
import { InvoicesList } from './invoices-list.tsx';

/** The newest first: the bills a person looks back on. */
const newestFirst = (invoices: readonly Invoice[]) =>
  [...invoices].sort(
    (a, b) => b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceNumber.localeCompare(a.invoiceNumber),
  );

/**
 * The bills to pay first, the longest overdue at the top, then every other bill newest first: what
 * needs doing is never at the bottom of a long page of paid bills.
 */
export function InvoiceGroups({
  invoices,
  today,
  from,
}: {
  invoices: readonly Invoice[];
  today: IsoDate;
  /** The first day of the years shown (spec §9), formatted. */
  from: string;
}) {
  const { t } = useTranslation('invoices');
  const toPay = payFirst(invoices);
  const others = newestFirst(invoices.filter((invoice) => !isPayableInvoice(invoice)));
  return (
    <Stack gap="lg">
      {toPay.length > 0 && (
        <SubSection id="invoices-to-pay" title={t('list.to-pay-title')}>
          <InvoicesList invoices={toPay} caption={t('list.to-pay-caption')} today={today} />
        </SubSection>
      )}
      {others.length > 0 && (
        <SubSection id="invoices-others" title={t('list.others-title')}>
          <InvoicesList invoices={others} caption={t('list.caption', { from })} today={today} />
        </SubSection>
      )}
    </Stack>
  );
}
