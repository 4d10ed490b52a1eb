import { useTranslation } from 'react-i18next';
import { AccountEditScreen } from './account-edit-screen.tsx';
import { EmailChangeSection } from './email-change-section.tsx';
import { useReturnToSettings } from './return-to-settings.ts';

/**
 * Edit contact details (contactgegevens-wijzigen), so far only its e-mail address: the screen with
 * post and newsletter choices mounts the same EmailChangeSection.
 */
export function EmailChangeScreen() {
  const { t } = useTranslation('login-settings');
  const returnToSettings = useReturnToSettings();
  return (
    <AccountEditScreen title={t('contact.title')} intro={t('contact.intro')} loadingHeights={[200]}>
      {(details) => (
        <EmailChangeSection current={details.email} onConfirmed={() => returnToSettings('email')} />
      )}
    </AccountEditScreen>
  );
}
