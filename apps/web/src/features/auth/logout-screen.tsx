import { Group, Loader, Paper, Text } from '@mantine/core';
import { LOGOUT_SCREEN_REDIRECT_MS } from '@mijn/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../../components/auth-screen/index.ts';
import { paths } from '../../lib/paths.ts';
import { getAccessToken, isAccessTokenExpired, logout, sessionNavigator } from '../../lib/session/index.ts';
import { useEndServerSession } from './api.ts';

/**
 * Ends the session on the server (unless its token already expired) and in this browser, then loads
 * the login page afresh so nothing of the user stays in memory.
 */
export function LogoutScreen() {
  const { t } = useTranslation('auth');
  const { mutate: endServerSession } = useEndServerSession();

  useEffect(() => {
    const token = isAccessTokenExpired() ? null : getAccessToken();
    if (token !== null) endServerSession(token);
    logout();
    const timer = setTimeout(() => sessionNavigator().reload(paths.login), LOGOUT_SCREEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [endServerSession]);

  return (
    // The logout route sits in the authenticated layout, which draws no card of its own.
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto" shadow="xs">
      <AuthPanel title={t('logout.title')}>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('logout.busy')}</Text>
        </Group>
      </AuthPanel>
    </Paper>
  );
}
