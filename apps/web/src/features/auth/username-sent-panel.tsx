import { Button, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../../components/auth-screen/index.ts';
import { paths } from '../../lib/paths.ts';

/** The end of the forgot-username flow: the username went by e-mail to the (masked) address. */
export function UsernameSentPanel({ email }: { email: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <AuthPanel title={t('forgot-done.title')}>
      <ThemeIcon size={48} radius="xl" color="green.8" variant="light" aria-hidden>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="26"
          height="26"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 7l9 6 9-6M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
        </svg>
      </ThemeIcon>
      <Text role="status">
        {email === null ? t('forgot-done.text-no-address') : t('forgot-done.text', { email })}
      </Text>
      <Button component={Link} to={paths.login} size="md">
        {t('forgot-done.to-login')}
      </Button>
    </AuthPanel>
  );
}
