import { Stack, Text } from '@mantine/core';
import { idinFlows } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { IdinBankForm } from '../../components/auth-screen/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { useAccountDetails } from './api.ts';
import { Facts } from './facts.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * Logging in with iDIN: since when it is active, or the bank choice that activates it. That is the
 * registration flow of idin-activeren (flow 0): the bank identifies the person and the return
 * links iDIN to this account.
 */
export function IdinSection() {
  const { t } = useTranslation('settings');
  const account = useAccountDetails();
  return (
    <SettingsSection id="settings-idin" title={t('idin.title')} gap="md">
      <QueryState query={account} failed={{ text: t('account.failed') }} loading={{ heights: [48] }}>
        {(data) =>
          data.iDinActive && data.iDinActivationDate ? (
            <Stack gap="sm">
              <Facts
                facts={[
                  {
                    label: t('idin.status'),
                    value: t('idin.active', { date: formatLongDate(data.iDinActivationDate) }),
                  },
                ]}
              />
              <Text>{t('idin.active-text')}</Text>
            </Stack>
          ) : (
            <Stack gap="md">
              <Facts facts={[{ label: t('idin.status'), value: t('idin.inactive') }]} />
              <Text>{t('idin.activate-text')}</Text>
              <IdinBankForm flow={idinFlows.register} submitLabel={t('idin.activate')} />
            </Stack>
          )
        }
      </QueryState>
    </SettingsSection>
  );
}
