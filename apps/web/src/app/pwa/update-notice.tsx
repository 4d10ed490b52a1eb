import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hideNotice, showNotice } from '../../lib/notices/index.ts';
import type { WaitingUpdate } from './service-worker.ts';

export const updateNoticeId = 'service-worker-update';

function UpdateNoticeMessage({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation('pwa');
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm">{t('update.text')}</Text>
      <Button size="xs" onClick={onConfirm}>
        {t('update.confirm')}
      </Button>
    </Group>
  );
}

function UpdateNoticeTitle() {
  const { t } = useTranslation('pwa');
  return <>{t('update.title')}</>;
}

/**
 * Spec §1 and §9: a persistent notice without timeout; OK activates the new version and reloads.
 * It has no close button, so the only way out is the reload.
 */
export function showUpdateNotice(update: WaitingUpdate): void {
  showNotice({
    id: updateNoticeId,
    autoClose: false,
    withCloseButton: false,
    withBorder: true,
    title: <UpdateNoticeTitle />,
    message: (
      <UpdateNoticeMessage
        onConfirm={() => {
          hideNotice(updateNoticeId);
          update.apply();
        }}
      />
    ),
  });
}
