import { Badge } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { invoiceStatusTone, isInvoiceStatus } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

/**
 * Spec §4: reminder orange, notice and summons the error colour, paid the positive colour, every
 * other status grey; always with the status in words. Darker than the theme's shades so the white
 * text keeps a 4.5:1 contrast (WCAG AA).
 */
export const statusColours = {
  positive: '#1f7a34',
  warning: '#b3400b',
  error: '#b02a2a',
  neutral: '#495057',
} as const;

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('invoices');
  const tone = invoiceStatusTone(status.id);
  return (
    <Badge
      color={statusColours[tone]}
      variant="filled"
      radius="sm"
      tt="none"
      size="md"
      data-tone={tone}
      className="mijn-invoice-status"
    >
      {isInvoiceStatus(status.id) ? t(`status.${status.id}`) : t('status.unknown')}
    </Badge>
  );
}
