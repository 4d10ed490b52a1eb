import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { AccountFacts } from './account-facts.tsx';
import { NotificationSwitches } from './notification-switches.tsx';

/** Settings (instellingen), its first part: the account's facts and the notification switches. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <NotificationSwitches />
      <AccountFacts />
    </Stack>
  );
}
