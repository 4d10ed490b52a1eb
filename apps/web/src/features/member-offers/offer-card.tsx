import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MemberOffer } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { DiscountCode } from './discount-code.tsx';

/** One member offer: partner, what it gives, its code and where to use it. */
export function OfferCard({ offer }: { offer: MemberOffer }) {
  const { t, i18n } = useTranslation('member-offers');
  const language = i18n.language.startsWith('en') ? 'en' : 'nl';
  return (
    <Card withBorder radius="md" padding="lg" className="mijn-offer" component="article">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={700} className="mijn-offer-partner">
            {offer.partner}
          </Text>
          <Badge variant="default" radius="sm">
            {t(`categories.${offer.category}`)}
          </Badge>
        </Group>
        <Title order={2} size="h4">
          {offer.title[language]}
        </Title>
        <Text size="sm">{offer.description[language]}</Text>
        <Stack gap="xs" mt="auto">
          {offer.discountCode && <DiscountCode code={offer.discountCode} partner={offer.partner} />}
          <Group justify="space-between" gap="xs">
            {offer.validUntil ? (
              <Text size="xs" c="dimmed">
                {t('valid-until', { date: formatDate(offer.validUntil) })}
              </Text>
            ) : (
              <span />
            )}
            {offer.url && (
              <Anchor href={offer.url} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
                {t('to-partner', { partner: offer.partner })}
              </Anchor>
            )}
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
