import { PAPER_MAIL_COST_CENTS_PER_MONTH } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatEuro } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useAccountDetails } from './api.ts';
import { Facts } from './facts.tsx';
import { SectionLink } from './section-link.tsx';
import { SettingsSection } from './settings-section.tsx';

/** How the insurer reaches the person: e-mail, phone, digital or paper post, the e-mails they want. */
export function ContactSection() {
  const { t } = useTranslation('settings');
  const account = useAccountDetails();
  const onOff = (value: boolean) => (value ? t('account.on') : t('account.off'));
  return (
    <SettingsSection id="settings-contact" title={t('contact.title')} gap="md">
      <QueryState query={account} failed={{ text: t('account.failed') }} loading={{ heights: [48, 48, 48] }}>
        {(data) => (
          <Facts
            facts={[
              { label: t('account.email'), value: data.email ?? t('account.unknown') },
              { label: t('account.phone'), value: data.phoneNumber ?? t('account.unknown') },
              {
                label: t('contact.post'),
                value: data.digitalPost
                  ? t('contact.post-digital')
                  : t('contact.post-paper', { cost: formatEuro(PAPER_MAIL_COST_CENTS_PER_MONTH) }),
              },
              { label: t('account.newsletter'), value: onOff(data.digitalNewsletterActive) },
              { label: t('account.announcements'), value: onOff(data.announcementEmailActive) },
            ]}
          />
        )}
      </QueryState>
      <SectionLink to={paths.editContactDetails}>{t('contact.edit')}</SectionLink>
    </SettingsSection>
  );
}
