import { Button, VisuallyHidden } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { isPayableInvoice } from '@mijn/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionNavigator } from '../../lib/session/index.ts';
import { useOnlinePaymentAvailability, useStartOnlinePayment } from './api.ts';

/** "Betalen met iDEAL" for an invoice the customer pays themselves, while online payment is available. */
export function PayOnlineButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const availability = useOnlinePaymentAvailability();
  const start = useStartOnlinePayment();
  const { reset } = start;
  // Back from the bank through the browser's page cache: the button is free again.
  useEffect(() => {
    const freed = (event: PageTransitionEvent) => event.persisted && reset();
    window.addEventListener('pageshow', freed);
    return () => window.removeEventListener('pageshow', freed);
  }, [reset]);
  if (!isPayableInvoice(invoice) || availability.data?.isAvailable !== true) return null;
  return (
    <Button
      size="compact-sm"
      // Stays busy once started: the browser is on its way to the bank.
      loading={start.isPending || start.isSuccess}
      onClick={() =>
        start.mutate(invoice.invoiceNumber, {
          onSuccess: ({ checkoutUrl }) => sessionNavigator().leave(checkoutUrl),
        })
      }
    >
      {t('pay.action')}
      <VisuallyHidden component="span">{t('which', { number: invoice.invoiceNumber })}</VisuallyHidden>
    </Button>
  );
}
