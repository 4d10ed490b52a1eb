import { Stack, Text } from '@mantine/core';
import type { InvoicesReply, PaymentArrangementsReply } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { useHouseholdInvoices, usePaymentArrangements } from './api.ts';
import { arrangementGate } from './arrangement-gate.ts';
import { ArrangementWizard } from './arrangement-wizard.tsx';
import { type ArrangementNotice, isNotice, NoticePopup, ReplaceQuestion } from './gate-popups.tsx';
import './payment-arrangement.css';

/**
 * The gates, judged once on arrival (after a request is sent its own answers are fetched again, and
 * must not turn the finished wizard into a notice), then the wizard.
 */
function ArrangementFlow({
  invoices,
  arrangements,
}: {
  invoices: InvoicesReply;
  arrangements: PaymentArrangementsReply;
}) {
  const today = insurerToday(new Date());
  const [gate] = useState(() => arrangementGate(invoices, arrangements, today));
  const [notice, setNotice] = useState<ArrangementNotice | null>(isNotice(gate) ? gate : null);
  const [replaces, setReplaces] = useState<boolean | 'ask'>(gate === 'replace' ? 'ask' : false);
  return (
    <>
      {!isNotice(gate) && replaces !== 'ask' && (
        <ArrangementWizard
          invoices={invoices.invoices}
          accountsOnFile={arrangements.accountsOnFile}
          today={today}
          replaces={replaces}
          onNotice={setNotice}
        />
      )}
      {replaces === 'ask' && <ReplaceQuestion onReplace={() => setReplaces(true)} />}
      {notice && <NoticePopup notice={notice} />}
    </>
  );
}

/** Betalingsregeling: pay open invoices in monthly terms (spec §2, §5, §8, §9). */
export function PaymentArrangementScreen() {
  const { t } = useTranslation('payment-arrangement');
  const invoices = useHouseholdInvoices();
  const arrangements = usePaymentArrangements();
  const both = {
    isPending: invoices.isPending || arrangements.isPending,
    isError: invoices.isError || arrangements.isError,
    data:
      invoices.data && arrangements.data
        ? { invoices: invoices.data, arrangements: arrangements.data }
        : undefined,
  };
  return (
    <Stack gap="xl" maw={880}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <QueryState
        query={both}
        loading={{ label: t('loading'), heights: [48, 160, 48] }}
        failed={{ text: t('load-failed') }}
      >
        {(data) => <ArrangementFlow {...data} />}
      </QueryState>
    </Stack>
  );
}
