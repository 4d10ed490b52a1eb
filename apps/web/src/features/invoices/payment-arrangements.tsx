import { Stack, Title } from '@mantine/core';
import type { PaymentArrangement } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { useInvoices, usePaymentArrangements } from './api.ts';
import { ArrangementCard } from './arrangement-card.tsx';

/** A request the core has yet to process, or an arrangement whose terms are still being collected. */
const isOngoing = (arrangement: PaymentArrangement) =>
  arrangement.status === 'requested' || arrangement.status === 'running';

/**
 * The payment arrangements that run or wait, each with its terms; nothing for a household without
 * one. Completed, replaced and lapsed ones are left out: their invoices in the list say the rest.
 */
export function PaymentArrangements() {
  const { t } = useTranslation('invoices');
  const arrangements = usePaymentArrangements();
  const invoices = useInvoices().data?.invoices ?? [];
  return (
    <QueryState
      query={arrangements}
      // Most households have none: no placeholders that would appear and vanish again.
      loading={{ label: t('arrangements.loading'), heights: [] }}
      failed={{ text: t('arrangements.failed') }}
    >
      {(data) => {
        const ongoing = data.paymentArrangments.filter(isOngoing);
        if (ongoing.length === 0) return null;
        return (
          <Stack gap="sm" component="section" aria-labelledby="payment-arrangements">
            <Title order={2} size="h3" id="payment-arrangements">
              {t('arrangements.title', { count: ongoing.length })}
            </Title>
            {ongoing.map((arrangement) => (
              <ArrangementCard key={arrangement.id} arrangement={arrangement} invoices={invoices} />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}
