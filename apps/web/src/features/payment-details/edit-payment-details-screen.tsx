import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from '@tanstack/react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useHeldAgreements, usePaymentDetails } from './api.ts';
import { PaymentDetailsFormView } from './payment-details-form-view.tsx';
import { usePaymentTexts } from './payment-texts.ts';
import './payment-details.css';

/** The edit screen of one agreement's payment details; only an agreement the user holds opens. */
export function EditPaymentDetails({ agreementId }: { agreementId: number }) {
  const { t } = usePaymentTexts();
  const agreements = useHeldAgreements();
  const agreement = agreements.data?.find((candidate) => candidate.agreementId === agreementId);
  const details = usePaymentDetails(agreement);
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('form.title')}</PageHeading>
        {agreement && (
          <Text size="lg">
            {t('form.intro', { number: agreement.agreementIdNumber, collectivity: agreement.collectivity })}
          </Text>
        )}
        <Anchor component={Link} to={paths.paymentDetails}>
          {t('form.back')}
        </Anchor>
      </Stack>
      <QueryState
        query={agreements}
        loading={{ label: t('loading'), heights: [60, 200, 120] }}
        failed={{ title: t('failed-title'), text: t('failed') }}
        empty={{
          when: (data) => !data.some((candidate) => candidate.agreementId === agreementId),
          text: t('form.not-found'),
        }}
      >
        {() =>
          agreement && (
            <QueryState
              query={details}
              loading={{ label: t('loading'), heights: [200, 120, 120] }}
              failed={{ title: t('failed-title'), text: t('failed') }}
            >
              {(data) => <PaymentDetailsFormView details={data} />}
            </QueryState>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** Route betaalgegevens-wijzigen/{agreementId} (spec §2). */
export function EditPaymentDetailsScreen() {
  const { agreementId } = useParams({ strict: false }) as { agreementId?: string };
  return <EditPaymentDetails agreementId={Number(agreementId)} />;
}
