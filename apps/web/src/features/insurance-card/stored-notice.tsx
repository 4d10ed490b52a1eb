import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/format.ts';
import type { StoredBecause } from './use-cards.ts';

/** Says that the card comes from this device, why, and when it was stored. */
export function StoredNotice({ because, storedAt }: { because: StoredBecause; storedAt: string }) {
  const { t } = useTranslation('insurance-card');
  const offline = because === 'offline';
  return (
    <Alert color="gray" title={t(offline ? 'offline.title' : 'offline.signed-out-title')} maw={440}>
      <Text size="sm">{t(offline ? 'offline.text' : 'offline.signed-out-text')}</Text>
      <Text size="sm" fw={700} mt="xs">
        {t('offline.stored', { date: formatDate(storedAt), time: formatTime(storedAt) })}
      </Text>
    </Alert>
  );
}
