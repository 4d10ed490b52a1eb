import { Stack, Text, Title } from '@mantine/core';
import { INVOICE_YEARS_SHOWN, insurerToday, yearOf } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { useInvoices } from './api.ts';
import { InvoiceGroups } from './invoice-groups.tsx';
import { InvoicesSummary } from './invoices-summary.tsx';
import { MoneyGuidance } from './money-guidance.tsx';
import { OnlinePaymentUnavailable } from './online-payment-unavailable.tsx';
import { PaymentArrangements } from './payment-arrangements.tsx';
import { PaymentOutcome } from './payment-outcome.tsx';
import './invoices.css';

/**
 * Rekeningen en betalingen: the invoices of this year and the two before (spec §9), those to pay
 * first, how late they are and how to pay them, help for a customer in arrears, and the terms of a
 * payment arrangement that runs or waits.
 */
export function InvoicesScreen() {
  const { t } = useTranslation('invoices');
  const invoices = useInvoices();
  const today = insurerToday(new Date());
  const from = formatDate(`${yearOf(today) - INVOICE_YEARS_SHOWN}-01-01`);
  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={720}>
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <PaymentOutcome />
      <PaymentArrangements />
      <Stack gap="sm" component="section" aria-labelledby="invoices-list">
        <Title order={2} size="h3" id="invoices-list">
          {t('list.title')}
        </Title>
        <QueryState
          query={invoices}
          loading={{ label: t('list.loading'), heights: [44, 44, 44, 44] }}
          failed={{ text: t('list.failed') }}
          empty={{
            when: (data) => data.invoices.length === 0,
            title: t('list.none-title'),
            text: t('list.none'),
          }}
        >
          {(data) => (
            <Stack gap="md">
              <InvoicesSummary invoices={data.invoices} today={today} />
              <MoneyGuidance invoices={data.invoices} today={today} />
              <OnlinePaymentUnavailable invoices={data.invoices} />
              <InvoiceGroups invoices={data.invoices} today={today} from={from} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Stack>
  );
}
