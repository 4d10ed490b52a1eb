import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useAccountDetails } from './api.ts';
import { EmailChangeSection } from './email-change-section.tsx';
import { useReturnToSettings } from './return-to-settings.ts';

/**
 * Edit contact details (contactgegevens-wijzigen), so far only its e-mail address: the screen with
 * post and newsletter choices mounts the same EmailChangeSection.
 */
export function EmailChangeScreen() {
  const { t } = useTranslation('login-settings');
  const account = useAccountDetails();
  const returnToSettings = useReturnToSettings();
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('contact.title')}</PageHeading>
        <Text size="lg">{t('contact.intro')}</Text>
        <Anchor component={Link} to={paths.settings}>
          {t('back')}
        </Anchor>
      </Stack>
      <QueryState
        query={account}
        loading={{ label: t('loading'), heights: [200] }}
        failed={{ text: t('failed') }}
      >
        {(details) => (
          <EmailChangeSection current={details.email} onConfirmed={() => returnToSettings('email')} />
        )}
      </QueryState>
    </Stack>
  );
}
