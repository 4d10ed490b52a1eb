import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../../components/auth-screen/index.ts';

/** What a callback page shows while it talks to the server: it normally lasts a moment. */
export function IdinWaiting() {
  const { t } = useTranslation('idin');
  return (
    <AuthPanel title={t('callback.title')}>
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('callback.busy')}</Text>
      </Group>
    </AuthPanel>
  );
}
