import { Anchor, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../components/link-search.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useConfig } from '../../lib/config/index.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';

/** The choice between the health-insurance login of this portal and the separate damage-insurance one. */
export function SplashScreen() {
  const { t } = useTranslation();
  const { brand, damageInsuranceUrl, label } = useConfig();
  const loggedIn = useSession().status === 'authenticated';

  return (
    <Stack gap="xl">
      <Stack gap="xs" ta="center">
        <PageHeading>{t('splash.title', { brand: brand.shortName })}</PageHeading>
        <Text size="lg">{t('splash.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="xl">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              {t('splash.health.title')}
            </Title>
            <Text c="dimmed" style={{ flexGrow: 1 }}>
              {t('splash.health.text')}
            </Text>
            <Button
              component={Link}
              to={loggedIn ? paths.home : paths.login}
              search={linkSearch(loggedIn ? undefined : { label })}
              size="md"
              className="mijn-wrapping-button"
            >
              {loggedIn ? t('splash.health.continue') : t('splash.health.login')}
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="xl">
          <Stack gap="sm" h="100%">
            <Title order={2} size="h3">
              {t('splash.damage.title')}
            </Title>
            <Text c="dimmed" style={{ flexGrow: 1 }}>
              {t('splash.damage.text')}
            </Text>
            <Button
              component="a"
              href={damageInsuranceUrl}
              variant="outline"
              size="md"
              className="mijn-wrapping-button"
            >
              {t('splash.damage.login')}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <Text ta="center" size="sm">
        {t('splash.no-account')}{' '}
        <Anchor component={Link} to={paths.register}>
          {t('splash.register')}
        </Anchor>
      </Text>
    </Stack>
  );
}
