import { Button, Group, Stack, Text } from '@mantine/core';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { paths } from '../lib/paths.ts';
import { isChunkLoadError } from './chunk-load-error.ts';
import { reloadPage } from './reload-page.ts';

/**
 * What a screen that failed shows instead of a blank page: a screen whose code did not load offers a
 * reload (the router already reloaded once by itself); any other failure offers a retry and the way
 * home. The heading receives focus so a screen reader announces what happened.
 */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const heading = useFocusOnShow();
  if (isChunkLoadError(error)) {
    return (
      <Stack gap="md" align="flex-start" role="alert">
        <PageHeading ref={heading}>{t('chunk-error.title')}</PageHeading>
        <Text size="lg">{t('chunk-error.text')}</Text>
        <Button size="md" onClick={reloadPage}>
          {t('chunk-error.reload')}
        </Button>
      </Stack>
    );
  }
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <PageHeading ref={heading}>{t('route-error.title')}</PageHeading>
      <Text size="lg">{t('route-error.text')}</Text>
      <Group gap="sm">
        <Button size="md" onClick={retry}>
          {t('route-error.retry')}
        </Button>
        <Button component={Link} to={paths.home} variant="outline" size="md">
          {t('route-error.home')}
        </Button>
      </Group>
    </Stack>
  );
}

function useFocusOnShow(): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}
