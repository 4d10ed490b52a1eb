import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { AddInsuredWizard } from './add-insured-wizard.tsx';
import { useJoiningAgreement } from './api.ts';
import { NoActivePolicy } from './no-active-policy.tsx';

/** Route verzekerde-bijschrijven (spec §2): a partner, newborn or child joins the policy. */
export function AddInsuredScreen() {
  // The cards' and the medical selection's texts load with the screen, so step 2 never suspends it.
  const { t } = useTranslation(['add-insured', 'contract-cards', 'medical-selection']);
  const agreement = useJoiningAgreement();
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <QueryState
        query={agreement}
        loading={{ label: t('loading'), heights: [120, 320] }}
        failed={{ text: t('failed') }}
      >
        {(held) =>
          held === null ? (
            <NoActivePolicy />
          ) : (
            <AddInsuredWizard
              agreement={{ agreementId: held.agreementId, contractCode: held.contractCode }}
            />
          )
        }
      </QueryState>
    </Stack>
  );
}
