import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useAccountDetails } from './api.ts';
import { ContactDetailsFormView } from './contact-details-form-view.tsx';
import { Facts } from './facts.tsx';
import { SettingsSection } from './settings-section.tsx';
import './settings.css';

/**
 * The e-mail address on file, read-only here. Its change (a code sent to the new address) is a
 * section of its own that takes this card's place on this screen.
 */
function EmailOnFile({ email }: { email: string | null }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="edit-email" title={t('contact-form.email-title')} gap="md">
      <Facts facts={[{ label: t('account.email'), value: email ?? t('account.unknown') }]} />
    </SettingsSection>
  );
}

/** Route contactgegevens-wijzigen (spec §2): digital or paper post, the newsletter and announcements. */
export function EditContactDetailsScreen() {
  const { t } = useTranslation('settings');
  const account = useAccountDetails();
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('contact-form.title')}</PageHeading>
        <Text size="lg">{t('contact-form.intro')}</Text>
        <Anchor component={Link} to={paths.settings}>
          {t('contact-form.back')}
        </Anchor>
      </Stack>
      <QueryState
        query={account}
        failed={{ text: t('account.failed') }}
        loading={{ heights: [80, 200, 120] }}
      >
        {(data) => (
          <Stack gap="xl">
            <EmailOnFile email={data.email} />
            <ContactDetailsFormView account={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
