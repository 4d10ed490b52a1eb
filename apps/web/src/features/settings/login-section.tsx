import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useAccountDetails } from './api.ts';
import { Facts } from './facts.tsx';
import { SectionLink } from './section-link.tsx';
import { SettingsSection } from './settings-section.tsx';

/** The password is never sent to the browser: a fixed mask only says that one is set. */
const PASSWORD_MASK = '••••••••';

/** What the person logs in with; changed on the edit-login-settings screen. */
export function LoginSection() {
  const { t } = useTranslation('settings');
  const account = useAccountDetails();
  return (
    <SettingsSection id="settings-account" title={t('account.title')} gap="md">
      <QueryState query={account} failed={{ text: t('account.failed') }} loading={{ heights: [48] }}>
        {(data) => (
          <Facts
            facts={[
              { label: t('account.username'), value: data.username },
              { label: t('account.password'), value: PASSWORD_MASK, spoken: t('account.password-set') },
            ]}
          />
        )}
      </QueryState>
      <SectionLink to={paths.editLoginSettings}>{t('account.edit')}</SectionLink>
    </SettingsSection>
  );
}
