import { Button, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { ExpandChevron } from '../../components/expandable-list/expand-chevron.tsx';

export const detailIdOf = (invoice: Invoice) => `invoice-detail-${invoice.invoiceNumber}`;

/** Opens and closes an invoice's payment details; names the invoice for screen readers. */
export function DetailToggle({
  invoice,
  open,
  onToggle,
}: {
  invoice: Invoice;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('invoices');
  const number = invoice.invoiceNumber;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      rightSection={<ExpandChevron open={open} size={14} />}
      aria-expanded={open}
      aria-controls={detailIdOf(invoice)}
      onClick={onToggle}
    >
      {t('details.toggle')}
      <VisuallyHidden component="span">{t('which', { number })}</VisuallyHidden>
    </Button>
  );
}
