import { Paper, Stack, Text } from '@mantine/core';
import { Link, useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config/index.ts';
import { paths } from '../lib/paths.ts';
import { useSession } from '../lib/session/index.ts';
import { PageHeading } from './page-heading.tsx';
import { PendingContact } from './pending-contact.tsx';

/** A screen that a later part of the portal builds: its title, an honest sentence and how to reach us meanwhile. */
export function PendingScreen() {
  const { t } = useTranslation();
  const { brand } = useConfig();
  const titleKey = useMatches({ select: (matches) => matches.at(-1)?.staticData.titleKey });
  const protectedRoute = useMatches({
    select: (matches) => matches.at(-1)?.staticData.requires !== undefined,
  });
  const loggedIn = useSession().status === 'authenticated';
  const body = (
    <Stack gap="sm">
      <Text size="lg">{t('pending.text', { brand: brand.shortName })}</Text>
      <PendingContact />
      <Text>
        <Link to={loggedIn ? paths.home : paths.login} className="mijn-link">
          {loggedIn ? t('pending.back-home') : t('pending.back-login')}
        </Link>
      </Text>
    </Stack>
  );
  // The public layout already draws a card; inside the authenticated layout the screen brings its own.
  const framed: ReactNode = protectedRoute ? (
    <Paper withBorder p="xl" radius="md">
      {body}
    </Paper>
  ) : (
    body
  );
  return (
    <Stack gap="lg">
      <PageHeading>{t(`routes:${titleKey ?? 'home'}`)}</PageHeading>
      {framed}
    </Stack>
  );
}
