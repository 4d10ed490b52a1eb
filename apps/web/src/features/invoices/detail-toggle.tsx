import { Button, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { useTranslation } from 'react-i18next';

export const detailIdOf = (invoice: Invoice) => `invoice-detail-${invoice.invoiceNumber}`;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className="mijn-invoice-chevron"
      data-open={open}
    >
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

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
      rightSection={<Chevron open={open} />}
      aria-expanded={open}
      aria-controls={detailIdOf(invoice)}
      onClick={onToggle}
    >
      {t('details.toggle')}
      <VisuallyHidden component="span">{t('which', { number })}</VisuallyHidden>
    </Button>
  );
}
