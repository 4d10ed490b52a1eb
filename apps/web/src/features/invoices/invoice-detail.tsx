import { Stack, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { isPayableInvoice } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/expandable-list/fact-list.tsx';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { CopyValue } from './copy-value.tsx';

/** How an invoice is paid: collection date and costs, the payment date, and where to transfer to. */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const facts: [string, string][] = [];
  if (invoice.collectionDate !== null) {
    facts.push([t('facts.collection-date'), formatDate(invoice.collectionDate)]);
  }
  facts.push([t('facts.collection-costs'), formatEuro(invoice.collectionCosts)]);
  if (invoice.paymentDate !== null) facts.push([t('facts.payment-date'), formatDate(invoice.paymentDate)]);
  const { beneficiary, iban, bic, bank, description } = invoice.paymentDetails;
  return (
    <Stack gap="sm">
      <FactList facts={facts} className="mijn-invoice-facts" />
      {isPayableInvoice(invoice) && <Text size="sm">{t('details.transfer')}</Text>}
      <dl className="mijn-fact-list mijn-invoice-copies">
        <CopyValue term={t('details.beneficiary')} value={beneficiary} />
        <CopyValue term={t('details.iban')} value={iban} />
        <CopyValue term={t('details.bic')} value={bic} />
        <CopyValue term={t('details.bank')} value={bank} />
        <CopyValue term={t('details.description')} value={description} />
      </dl>
    </Stack>
  );
}
