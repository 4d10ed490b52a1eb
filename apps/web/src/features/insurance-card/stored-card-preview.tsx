import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { CardFace } from './card-face.tsx';
import { readStoredCards } from './offline-cards.ts';
import './insurance-card.css';

/** The user's own stored card, for the top of the offline home; nothing when none is stored. */
export function StoredCardPreview({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation('insurance-card');
  const stored = readStoredCards(customerNumber);
  const card = stored?.cards.find((item) => item.customerNumber === customerNumber) ?? stored?.cards[0];
  if (stored === null || card === undefined) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="stored-card-title" maw={440}>
      <Title order={2} size="h3" id="stored-card-title">
        {t('stored-card.title')}
      </Title>
      <CardFace card={card} />
      <Text size="sm">
        {t('offline.stored', { date: formatDate(stored.refreshedAt), time: formatTime(stored.refreshedAt) })}
      </Text>
      <Anchor component={Link} to={paths.insuranceCard}>
        {t('stored-card.all')}
      </Anchor>
    </Stack>
  );
}
