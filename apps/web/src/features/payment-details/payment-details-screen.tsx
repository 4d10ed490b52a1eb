import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { AgreementOfRole } from '@mijn/contract';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useHeldAgreements, usePaymentDetails } from './api.ts';
import { PaymentDetailsView } from './payment-details-view.tsx';
import { usePaymentTexts } from './payment-texts.ts';
import { useSavedPaymentDetails } from './saved-state.ts';
import './payment-details.css';

function AgreementPayment({ agreement }: { agreement: AgreementOfRole }) {
  const { t } = usePaymentTexts();
  const details = usePaymentDetails(agreement);
  const headingId = `payment-${agreement.agreementId}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={headingId}
      className="mijn-payment-agreement"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {t('agreement.heading', { number: agreement.agreementIdNumber })}
          </Title>
          <Text c="dimmed">{agreement.collectivity}</Text>
        </Stack>
        <QueryState
          query={details}
          loading={{ label: t('loading'), heights: [140, 60, 100] }}
          failed={{ title: t('failed-title'), text: t('failed') }}
        >
          {(data) => <PaymentDetailsView details={data} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

/** What the save that led here did (spec §8: a valid message after saving payment details). */
function SavedNotice() {
  const { t } = usePaymentTexts();
  const saved = useSavedPaymentDetails();
  if (!saved) return null;
  return (
    <Alert color="green" variant="light" title={t('saved.title')} className="mijn-payment-saved">
      <Stack gap={4}>
        {saved.scheduledFrom !== null && (
          <Text>{t('saved.starts', { date: formatLongDate(saved.scheduledFrom) })}</Text>
        )}
        {saved.accountsChanged && <Text>{t('saved.accounts')}</Text>}
        {saved.convertedToDigitalPost && <Text>{t('saved.digital')}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * Betaal- en rekeninggegevens: per agreement the user holds, how it is paid and what may change.
 * A partner or co-insured holds none and reads spec §6's message.
 */
export function PaymentDetailsScreen() {
  const { t } = usePaymentTexts();
  const agreements = useHeldAgreements();
  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={720}>
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <SavedNotice />
      <QueryState
        query={agreements}
        loading={{ label: t('loading'), heights: [60, 240] }}
        failed={{ title: t('failed-title'), text: t('failed') }}
        empty={{
          when: (data) => data.length === 0,
          title: t('none-title'),
          text: `${t('none')} ${t('none-why')}`,
        }}
      >
        {(data) => (
          <Stack gap="xl">
            {data.map((agreement) => (
              <AgreementPayment key={agreement.agreementId} agreement={agreement} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
