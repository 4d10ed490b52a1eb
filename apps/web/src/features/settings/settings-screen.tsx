import { Alert, Stack, Text } from '@mantine/core';
import { PAPER_MAIL_COST_CENTS_PER_MONTH } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatEuro } from '../../lib/format.ts';
import { ContactSection } from './contact-section.tsx';
import { IdinSection } from './idin-section.tsx';
import { LoginHistory } from './login-history.tsx';
import { LoginSection } from './login-section.tsx';
import { NotificationSwitches } from './notification-switches.tsx';
import { PasskeySection } from './passkey-section.tsx';
import { useSavedContactDetails } from './saved-state.ts';
import './settings.css';

/** The spec §8 saving message, when the person comes back from changing the contact details. */
function SavedNotice() {
  const { t } = useTranslation('settings');
  const saved = useSavedContactDetails();
  if (!saved) return null;
  return (
    <Alert color="green" variant="light" title={t('saved.title')} className="mijn-settings-saved">
      {saved.digitalPost
        ? t('saved.digital')
        : t('saved.paper', { cost: formatEuro(PAPER_MAIL_COST_CENTS_PER_MONTH) })}
    </Alert>
  );
}

/** Settings (instellingen, spec §2): contact and login data, passkeys, iDIN, the login history, notifications. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <SavedNotice />
      <ContactSection />
      <LoginSection />
      <PasskeySection />
      <IdinSection />
      <LoginHistory />
      <NotificationSwitches />
    </Stack>
  );
}
