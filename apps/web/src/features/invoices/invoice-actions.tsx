import { Button, Group, VisuallyHidden } from '@mantine/core';
import { contract, type Invoice } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveFile } from '../../lib/download/index.ts';

/**
 * What can be done with one invoice: open its PDF. Paying online joins here as a second action per
 * invoice, so table and cards offer it alike.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await downloadFile(
        contract.debitan.invoiceAttachments,
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
      <Button variant="light" size="compact-sm" onClick={download} loading={busy}>
        {t('download')}
        <VisuallyHidden component="span">{t('which', { number: invoice.invoiceNumber })}</VisuallyHidden>
      </Button>
    </Group>
  );
}
