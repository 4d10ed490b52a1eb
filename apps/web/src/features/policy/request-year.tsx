import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session/index.ts';
import { useAgreementsToRequest } from './api.ts';
import { mayRequestYear } from './policy-actions.ts';
import { RequestPolicyButton } from './request-policy-button.tsx';

/**
 * The offer year of a household insured with us this year but not in that year (the policy ends on
 * 31 December): per agreement that may be requested, a card with "Polis aanvragen" (decision 0050);
 * otherwise the year simply has no policy.
 */
export function RequestYear({ year }: { year: number }) {
  const { t } = useTranslation('policy');
  const { user, flags } = useSession();
  const agreements = useAgreementsToRequest(year);
  const none = (
    <Alert color="gray" title={t('none-title', { year })}>
      {t('none')}
    </Alert>
  );

  return (
    <QueryState
      query={agreements}
      loading={{ label: t('loading'), heights: [160] }}
      failed={{ title: t('failed-title'), text: t('failed') }}
    >
      {(data) => {
        const requestable = data.filter(({ mutability }) =>
          mayRequestYear(mutability, { flags, role: user?.role ?? null }),
        );
        if (requestable.length === 0) return none;
        return (
          <Stack gap="xl">
            {requestable.map(({ agreement }) => {
              const headingId = `request-${agreement.agreementId}`;
              return (
                <Card
                  key={agreement.agreementId}
                  component="section"
                  aria-labelledby={headingId}
                  withBorder
                  radius="md"
                  padding="md"
                >
                  <Stack gap="md" align="flex-start">
                    <Title order={2} id={headingId} size="h3">
                      {t('request.title', { year })}
                    </Title>
                    <Text>
                      {t('request.text', {
                        year,
                        number: agreement.agreementIdNumber,
                        endDate: formatDate(`${year - 1}-12-31`),
                      })}
                    </Text>
                    <RequestPolicyButton year={year} agreement={agreement} />
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        );
      }}
    </QueryState>
  );
}
