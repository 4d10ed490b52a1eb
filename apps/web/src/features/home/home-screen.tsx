import { Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery, useNetwork } from '@mantine/hooks';
import { insurerToday } from '@mijn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserNewsBanner } from '../../components/news-banner/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { ClaimAction } from './claim-action.tsx';
import { Greeting } from './greeting.tsx';
import { NeedHelpBlock } from './need-help/need-help-block.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { OwnCoverNotes } from './own-cover-notes.tsx';
import { TilePlaceholder } from './tiles/tile-card.tsx';
import { TileContent } from './tiles/tile-content.tsx';
import { useHomeTiles } from './tiles/use-home-tiles.ts';
import './home.css';

function HomeTiles() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const mobile = useMediaQuery('(max-width: 47.99em)') ?? false;
  const day = insurerToday(new Date());
  // Only reached when logged in: the route guard sees to that.
  const { tiles, details, isLoading } = useHomeTiles(user!, day, mobile ? 'mobile' : 'desktop');
  return (
    <section aria-labelledby="home-tiles" aria-busy={isLoading || tiles.some((tile) => tile.loading)}>
      <Title order={2} size="h3" id="home-tiles" mb="md">
        {t('tiles.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {isLoading && tiles.length === 0 && [1, 2, 3, 4].map((key) => <TilePlaceholder key={key} />)}
        {tiles.map(({ tile, loading }) =>
          loading ? (
            <TilePlaceholder key={tile.id} />
          ) : (
            <TileContent
              key={tile.id}
              tile={tile}
              details={details}
              today={day}
              customerNumber={user!.customerNumber}
            />
          ),
        )}
      </SimpleGrid>
      {!isLoading && tiles.length === 0 && <Text c="dimmed">{t('tiles.empty')}</Text>}
      <OwnCoverNotes user={user!} today={day} />
    </section>
  );
}

interface HomeScreenProps {
  /** Without a network this comes first: the card kept on the device (the insurance-card feature). */
  offlineCard?: ReactNode;
}

/** The dashboard after login (spec §1, §2 Home): greeting, news, the user's tiles and the need-help block. */
export function HomeScreen({ offlineCard }: HomeScreenProps) {
  const { user } = useSession();
  const { online } = useNetwork();
  return (
    <Stack gap="xl">
      {!online && (
        <>
          <OfflineNotice />
          {offlineCard}
        </>
      )}
      <Greeting user={user} now={new Date()} />
      <ClaimAction />
      <UserNewsBanner />
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {/* Offline the tiles cannot load; the notice says they come back with the connection. */}
          {user && online && <HomeTiles />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <NeedHelpBlock />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
