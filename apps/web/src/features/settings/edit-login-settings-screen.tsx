import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountEditScreen } from './account-edit-screen.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhoneChangeSection } from './phone-change-section.tsx';
import { UsernameSection } from './username-section.tsx';

/** Edit login settings (wijzig-instellingen, spec §2): username, password and mobile number. */
export function EditLoginSettingsScreen() {
  const { t } = useTranslation('login-settings');
  return (
    <AccountEditScreen title={t('title')} intro={t('intro')} loadingHeights={[180, 320, 200]}>
      {(details) => (
        <Stack gap="xl">
          <UsernameSection current={details.username} />
          <PasswordSection />
          <PhoneChangeSection current={details.phoneNumber} />
        </Stack>
      )}
    </AccountEditScreen>
  );
}
