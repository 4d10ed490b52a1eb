import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { useInsuranceRightState } from './api.ts';
import { CheckSent, CheckStatus } from './check-status.tsx';
import { InsuranceRightForm } from './insurance-right-form.tsx';

/**
 * The insurance-right check (verzekeringsrecht, spec §2): the form while the check is required,
 * else where the check stands; after sending, the confirmation.
 */
export function InsuranceRightScreen() {
  const { t } = useTranslation('insurance-right');
  const { t: tRoutes } = useTranslation('routes');
  const state = useInsuranceRightState();
  const [sentDate, setSentDate] = useState<string | null>(null);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeading>{tRoutes('insurance-right')}</PageHeading>
      {sentDate !== null ? (
        <CheckSent sentDate={sentDate} />
      ) : (
        <QueryState
          query={state}
          loading={{ label: t('loading'), heights: [320, 160] }}
          failed={{ title: t('load-failed.title'), text: t('load-failed.text') }}
        >
          {({ isCheckRequired, check }) =>
            isCheckRequired ? (
              <Stack gap="lg">
                <Text>{t('intro')}</Text>
                <InsuranceRightForm onSent={setSentDate} />
              </Stack>
            ) : (
              <CheckStatus check={check} />
            )
          }
        </QueryState>
      )}
    </Stack>
  );
}
