import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useAccountDetails } from './api.ts';
import { PasswordSection } from './password-section.tsx';
import { PhoneChangeSection } from './phone-change-section.tsx';
import { UsernameSection } from './username-section.tsx';

/** Edit login settings (wijzig-instellingen, spec §2): username, password and mobile number. */
export function EditLoginSettingsScreen() {
  const { t } = useTranslation('login-settings');
  const account = useAccountDetails();
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
        <Anchor component={Link} to={paths.settings}>
          {t('back')}
        </Anchor>
      </Stack>
      <QueryState
        query={account}
        loading={{ label: t('loading'), heights: [180, 320, 200] }}
        failed={{ text: t('failed') }}
      >
        {(details) => (
          <Stack gap="xl">
            <UsernameSection current={details.username} />
            <PasswordSection />
            <PhoneChangeSection current={details.phoneNumber} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
