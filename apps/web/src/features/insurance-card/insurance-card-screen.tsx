import { Alert, Button, Grid, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { contract } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { downloadFile, saveFile } from '../../lib/download/index.ts';
import { formatDate, formatTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session/index.ts';
import { CardFace } from './card-face.tsx';
import { EhicFace } from './ehic-face.tsx';
import { RequestCard } from './request-card.tsx';
import { useCards } from './use-cards.ts';
import './insurance-card.css';

/** Zorgpas en EHIC: pick an insured, see the digital card (also offline), download it, order a physical one. */
export function InsuranceCardScreen() {
  const { t } = useTranslation('insurance-card');
  const { user } = useSession();
  const customerNumber = user?.customerNumber ?? '';
  const cards = useCards(customerNumber);
  const [selected, setSelected] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const list = cards.data?.cards ?? [];
  const card = list.find((item) => item.customerNumber === selected) ?? list[0] ?? null;

  const download = async () => {
    if (card === null) return;
    setDownloading(true);
    try {
      const file = await downloadFile(
        contract.insuranceCard.downloadInsuranceCard,
        { query: { customerNumber: card.customerNumber } },
        `zorgpas-${card.customerNumber}.pdf`,
      );
      if (file !== null) saveFile(file);
    } finally {
      setDownloading(false);
    }
  };

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
        {(data) =>
          card !== null && (
            <Grid gap={{ base: 'lg', md: 'xl' }}>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="lg">
                  {list.length > 1 && (
                    <NativeSelect
                      label={t('select-insured')}
                      data={list.map((item) => ({
                        value: item.customerNumber,
                        label: item.insuranceCard.name,
                      }))}
                      value={card.customerNumber}
                      onChange={(event) => setSelected(event.currentTarget.value)}
                      maw={440}
                    />
                  )}
                  {data.fromDevice && (
                    <Alert color="gray" title={t('offline.title')} maw={440}>
                      {t('offline.text')}
                    </Alert>
                  )}
                  <CardFace card={card} />
                  {card.hasEHIC && card.ehic !== null && <EhicFace ehic={card.ehic} />}
                  <Text size="sm" c="dimmed">
                    {t('refreshed', {
                      date: formatDate(data.refreshedAt),
                      time: formatTime(data.refreshedAt),
                    })}
                  </Text>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="xl">
                  <Stack gap="xs" align="flex-start">
                    <Title order={2} size="h3">
                      {t('download.title')}
                    </Title>
                    <Text>{t('download.intro')}</Text>
                    <Button onClick={download} loading={downloading} disabled={data.fromDevice}>
                      {t('download.button')}
                    </Button>
                  </Stack>
                  <Stack gap="xs" align="flex-start">
                    <Title order={2} size="h3">
                      {t('request.title')}
                    </Title>
                    {data.fromDevice ? (
                      <Text>{t('offline.request')}</Text>
                    ) : (
                      <RequestCard customerNumber={card.customerNumber} name={card.insuranceCard.name} />
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
