import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountEditScreen } from './account-edit-screen.tsx';
import { ContactDetailsFormView } from './contact-details-form-view.tsx';
import { EmailChangeSection } from './email-change-section.tsx';
import { useReturnToSettings } from './return-to-settings.ts';
import './settings.css';

/**
 * Route contactgegevens-wijzigen (spec §2): the e-mail address, changed with a code sent to the new
 * address (decision 0043), then digital or paper post, the newsletter and announcements.
 */
export function EditContactDetailsScreen() {
  const { t } = useTranslation('settings');
  const returnToSettings = useReturnToSettings();
  return (
    <AccountEditScreen
      title={t('contact-form.title')}
      intro={t('contact-form.intro')}
      loadingHeights={[200, 200, 120]}
    >
      {(details) => (
        <Stack gap="xl">
          <EmailChangeSection current={details.email} onConfirmed={() => returnToSettings('email')} />
          <ContactDetailsFormView account={details} />
        </Stack>
      )}
    </AccountEditScreen>
  );
}
