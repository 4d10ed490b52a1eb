import { Anchor, List, Stack, Text } from '@mantine/core';
import { idinFlows } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPanel, IdinBankForm, ScreenAlert, useIdinFailure } from '../../components/auth-screen/index.ts';
import { paths } from '../../lib/paths.ts';

/** idin-activeren: register with the bank identity service (flow 0), spec §2 and §4. */
export function IdinActivateScreen() {
  const { t } = useTranslation('idin');
  const failure = useIdinFailure();
  return (
    <AuthPanel title={t('activate.title')} intro={t('activate.intro')}>
      <ScreenAlert message={failure} />
      <Stack gap="xs">
        <Text fw={600}>{t('activate.how')}</Text>
        <List type="ordered" spacing={4}>
          <List.Item>{t('activate.step-bank')}</List.Item>
          <List.Item>{t('activate.step-approve')}</List.Item>
          <List.Item>{t('activate.step-back')}</List.Item>
        </List>
      </Stack>
      <IdinBankForm flow={idinFlows.register} submitLabel={t('activate.submit')} />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('activate.privacy')}
        </Text>
        <Anchor component={Link} to={paths.login}>
          {t('activate.back-to-login')}
        </Anchor>
      </Stack>
    </AuthPanel>
  );
}
