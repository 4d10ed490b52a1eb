import { Button, Group, VisuallyHidden } from '@mantine/core';
import { getInvoiceAttachments, type Invoice } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveFile } from '../../lib/download/index.ts';
import { PayOnlineButton } from './pay-online-button.tsx';

/** What can be done with one invoice, in the table and on the cards alike: pay it online, open its PDF. */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await downloadFile(
        getInvoiceAttachments,
        { params: { invoiceNumber: invoice.invoiceNumber } },
        `${invoice.invoiceNumber}.pdf`,
      );
      if (file !== null) saveFile(file);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap="xs">
      <PayOnlineButton invoice={invoice} />
      <Button variant="light" size="compact-sm" onClick={download} loading={busy}>
        {t('download')}
        <VisuallyHidden component="span">{t('which', { number: invoice.invoiceNumber })}</VisuallyHidden>
      </Button>
    </Group>
  );
}
