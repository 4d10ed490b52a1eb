import { Chip, Grid, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memberOfferCategories, sendMemberOfferTip } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { useConfig } from '../../lib/config/index.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session/index.ts';
import { type OfferFilter, useMemberOffers } from './api.ts';
import { OfferCard } from './offer-card.tsx';
import { TipForm } from './tip-form.tsx';
import './member-offers.css';

const filters: readonly OfferFilter[] = ['all', ...memberOfferCategories];

/** Member offers (leden-aanbiedingen): the label's offers in their order, and the golden tip. */
export function MemberOffersScreen() {
  const { t } = useTranslation('member-offers');
  const { brand } = useConfig();
  const { user } = useSession();
  const [filter, setFilter] = useState<OfferFilter>('all');
  const offers = useMemberOffers(filter);
  const sorted = [...(offers.data ?? [])].sort((a, b) => a.order - b.order);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro', { brand: brand.shortName })}</Text>
      </Stack>
      <Grid gap={{ base: 'lg', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Chip.Group value={filter} onChange={(value) => setFilter(value as OfferFilter)}>
              <Group gap="xs" role="radiogroup" aria-label={t('filter')}>
                {filters.map((value) => (
                  <Chip key={value} value={value} variant="outline" radius="sm">
                    {t(`categories.${value}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <section aria-label={t('list')} aria-busy={offers.isPending}>
              <QueryState
                query={offers}
                loading={{ heights: [220, 220, 220, 220], columns: 2 }}
                empty={{ when: () => sorted.length === 0, text: t('none') }}
              >
                {() => (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    {sorted.map((offer) => (
                      <OfferCard key={offer.id} offer={offer} />
                    ))}
                  </SimpleGrid>
                )}
              </QueryState>
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{mayCall(user, sendMemberOfferTip) && <TipForm />}</Grid.Col>
      </Grid>
    </Stack>
  );
}
