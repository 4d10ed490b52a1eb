import { Alert, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { getInvoices, type OnlinePaymentStatus } from '@mijn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../lib/format.ts';
import { invalidateEndpoints } from '../../lib/query/index.ts';
import { CONFIRMATION_SLOW_MS, useOnlinePayment } from './api.ts';

/** The query parameter the provider's redirect carries back: the invoice whose payment to show. */
export const PAYMENT_RETURN_PARAMETER = 'betaling';

const colours: Record<OnlinePaymentStatus, string> = {
  open: 'blue',
  paid: 'green',
  canceled: 'gray',
  failed: 'red',
  expired: 'orange',
};

function useReturnedInvoice(): string | null {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const value = search[PAYMENT_RETURN_PARAMETER];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * Back from the bank: how the payment ended, read from the portal (which only the provider's
 * confirmation changes) and asked again while the bank has not confirmed. Focus moves here on
 * arrival, and every change is announced; once paid, the invoices (and the home tile) are fetched
 * again so the invoice shows Betaald.
 */
export function PaymentOutcome() {
  const { t } = useTranslation('invoices');
  const invoiceNumber = useReturnedInvoice();
  const payment = useOnlinePayment(invoiceNumber);
  const client = useQueryClient();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const [arrivedAt] = useState(() => Date.now());
  const status = payment.data?.status;

  useEffect(() => {
    if (invoiceNumber !== null) panel.current?.focus();
  }, [invoiceNumber]);
  useEffect(() => {
    if (status === 'paid') void invalidateEndpoints(client, [getInvoices]);
  }, [status, client]);

  if (invoiceNumber === null) return null;
  const close = () =>
    void navigate({
      to: '.',
      search: (current: Record<string, unknown>) => ({ ...current, [PAYMENT_RETURN_PARAMETER]: undefined }),
      replace: true,
    });
  const values = { number: invoiceNumber, amount: formatEuro(payment.data?.amount ?? 0) };
  const slow = status === 'open' && payment.dataUpdatedAt - arrivedAt >= CONFIRMATION_SLOW_MS;
  const title = status
    ? t(`outcome.${status}-title`)
    : payment.isError
      ? t('outcome.label')
      : t('outcome.checking');
  const text = status
    ? t(slow ? 'outcome.open-slow' : `outcome.${status}`, values)
    : payment.isError
      ? t('outcome.unknown', values)
      : null;

  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      // A landmark to land on; the status inside announces each change politely.
      role="region"
      variant="light"
      color={status ? colours[status] : 'gray'}
      aria-label={t('outcome.label')}
      maw={720}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} role="status">
          <Group gap="xs" wrap="nowrap">
            {(status === 'open' || payment.isPending) && <Loader size="xs" aria-hidden />}
            <Text fw={700}>{title}</Text>
          </Group>
          {text && <Text size="sm">{text}</Text>}
        </Stack>
        <CloseButton onClick={close} aria-label={t('outcome.close')} />
      </Group>
    </Alert>
  );
}
