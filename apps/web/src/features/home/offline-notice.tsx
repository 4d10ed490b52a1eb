import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Home without a network: what still works (the stored card) and what waits for the connection. */
export function OfflineNotice() {
  const { t } = useTranslation('home');
  return (
    <Alert color="gray" title={t('offline.title')}>
      {t('offline.text')}
    </Alert>
  );
}
