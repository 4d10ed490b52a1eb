import { Anchor, Stack, Text } from '@mantine/core';
import type { AccountDetails } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useAccountDetails } from './api.ts';

interface AccountEditScreenProps {
  title: string;
  intro: string;
  /** Placeholder heights while the account details load. */
  loadingHeights: readonly number[];
  children: (details: AccountDetails) => ReactNode;
}

/** An edit screen of the account: its heading, the way back to settings, then its sections. */
export function AccountEditScreen({ title, intro, loadingHeights, children }: AccountEditScreenProps) {
  const { t } = useTranslation('login-settings');
  const account = useAccountDetails();
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap="xs">
        <PageHeading>{title}</PageHeading>
        <Text size="lg">{intro}</Text>
        <Anchor component={Link} to={paths.settings}>
          {t('back')}
        </Anchor>
      </Stack>
      <QueryState
        query={account}
        loading={{ label: t('loading'), heights: loadingHeights }}
        failed={{ text: t('failed') }}
      >
        {children}
      </QueryState>
    </Stack>
  );
}
