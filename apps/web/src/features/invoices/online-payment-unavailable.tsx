import { Alert } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { isPayableInvoice } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { useOnlinePaymentAvailability } from './api.ts';

/** Where iDEAL is not offered (production without a provider), the customer is told to transfer. */
export function OnlinePaymentUnavailable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation('invoices');
  const availability = useOnlinePaymentAvailability();
  if (availability.data?.isAvailable !== false || !invoices.some(isPayableInvoice)) return null;
  return (
    <Alert variant="light" color="gray" title={t('pay.unavailable-title')}>
      {t('pay.unavailable')}
    </Alert>
  );
}
