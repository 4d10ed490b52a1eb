import { Grid, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { personOption } from '../../components/person-name/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { formatDate, formatTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session/index.ts';
import { CardFace } from './card-face.tsx';
import { DownloadCard } from './download-card.tsx';
import { EhicFace } from './ehic-face.tsx';
import { RequestCard } from './request-card.tsx';
import { StoredNotice } from './stored-notice.tsx';
import { useCards } from './use-cards.ts';
import './insurance-card.css';

/**
 * Zorgpas en EHIC: pick an insured, see the digital card, download it, order a physical one. Without
 * a network or a session (decision 0029) it shows the cards stored on this device.
 */
export function InsuranceCardScreen() {
  const { t } = useTranslation('insurance-card');
  const { user } = useSession();
  const cards = useCards(user?.customerNumber ?? null);
  const [selected, setSelected] = useState<string | null>(null);

  const list = cards.data?.cards ?? [];
  const card = list.find((item) => item.customerNumber === selected) ?? list[0] ?? null;

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <QueryState
        query={cards}
        loading={{ heights: [260] }}
        failed={{ title: t('unavailable.title'), text: t('unavailable.text') }}
        empty={{ when: () => card === null, text: t('none') }}
      >
        {({ storedBecause, refreshedAt }) =>
          card !== null && (
            <Grid gap={{ base: 'lg', md: 'xl' }}>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  {storedBecause !== null && <StoredNotice because={storedBecause} storedAt={refreshedAt} />}
                  {list.length > 1 && (
                    <NativeSelect
                      label={t('select-insured')}
                      data={list.map((item) => personOption(item.customerNumber, item.insuranceCard.name))}
                      value={card.customerNumber}
                      onChange={(event) => setSelected(event.currentTarget.value)}
                      maw={440}
                    />
                  )}
                  <CardFace card={card} />
                  {card.hasEHIC && card.ehic !== null && <EhicFace ehic={card.ehic} />}
                  {storedBecause === null && (
                    <Text size="sm" c="dimmed">
                      {t('refreshed', { date: formatDate(refreshedAt), time: formatTime(refreshedAt) })}
                    </Text>
                  )}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="xl">
                  <DownloadCard customerNumber={card.customerNumber} storedBecause={storedBecause} />
                  <Stack gap="xs" align="flex-start">
                    <Title order={2} size="h3">
                      {t('request.title')}
                    </Title>
                    {storedBecause === null ? (
                      <RequestCard customerNumber={card.customerNumber} name={card.insuranceCard.name} />
                    ) : (
                      <Text>
                        {t(storedBecause === 'offline' ? 'offline.request' : 'offline.request-signed-out')}
                      </Text>
                    )}
                  </Stack>
                </Stack>
              </Grid.Col>
            </Grid>
          )
        }
      </QueryState>
    </Stack>
  );
}
