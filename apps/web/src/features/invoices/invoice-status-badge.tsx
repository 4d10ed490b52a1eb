import type { Invoice } from '@mijn/contract';
import { invoiceStatusTone, isInvoiceStatus } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../components/tone-badge/tone-badge.tsx';

/** Spec §4: reminder orange, notice and summons the error colour, paid the positive colour, every other status grey. */
export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const { t } = useTranslation('invoices');
  return (
    <ToneBadge tone={invoiceStatusTone(status.id)}>
      {isInvoiceStatus(status.id) ? t(`status.${status.id}`) : t('status.unknown')}
    </ToneBadge>
  );
}
