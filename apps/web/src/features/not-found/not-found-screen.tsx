import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { paths } from '../../lib/paths.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Text c="dimmed" fw={600} aria-hidden="true">
        404
      </Text>
      <PageHeading>{t('not-found.title')}</PageHeading>
      <Text size="lg">{t('not-found.text')}</Text>
      <Button component={Link} to={paths.home} size="md">
        {t('not-found.home')}
      </Button>
    </Stack>
  );
}
