import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MenuGroup } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { menuItemHref, useMenu } from '../../components/menu/index.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useConfig } from '../../lib/config/index.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { dayPart } from './day-part.ts';

type Tile = NonNullable<MenuGroup['tile']>;

function QuickTile({ tile }: { tile: Tile }) {
  const { t } = useTranslation('menu');
  return (
    <Card withBorder radius="md" padding="lg" className="mijn-tile">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          <Anchor component={Link} to={menuItemHref(tile)} className="mijn-tile-link" underline="never">
            {t(tile.title)}
          </Anchor>
        </Title>
        <Text c="dimmed" size="sm">
          {t(tile.text)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The home shell: a greeting, the user's quick tasks and where to find help. Tiles come later. */
export function HomeScreen() {
  const { t } = useTranslation();
  const { brand } = useConfig();
  const { user, flags } = useSession();
  const { groups } = useMenu();
  const tiles = groups.flatMap((group) => (group.tile ? [group.tile] : []));
  const greeting = t(`home.greeting.${dayPart(new Date())}`);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>
          {user ? t('home.greeting-name', { greeting, name: user.firstName }) : greeting}
        </PageHeading>
        <Text size="lg">{t('home.intro', { brand: brand.shortName })}</Text>
      </Stack>

      {tiles.length > 0 && (
        <section aria-labelledby="home-quick-tasks">
          <Title order={2} size="h3" id="home-quick-tasks" mb="md">
            {t('home.quick-tasks')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {tiles.map((tile) => (
              <QuickTile key={tile.routeName} tile={tile} />
            ))}
          </SimpleGrid>
        </section>
      )}

      <section aria-labelledby="home-help" className="mijn-help">
        <Title order={2} size="h3" id="home-help" mb="xs">
          {t('home.help.title')}
        </Title>
        <Text>{t('home.help.text')}</Text>
        {flags.mayReadContact && (
          <Anchor component={Link} to={paths.contact} fw={600} mt="sm" display="inline-block">
            {t('home.help.link')}
          </Anchor>
        )}
      </section>
    </Stack>
  );
}
