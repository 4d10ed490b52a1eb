import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { ApiRequestError, passkeyLoginFailures } from '../../lib/errors/index.ts';
import {
  noPasskeyFailure,
  type PasskeyFailure,
  passkeyFailure,
  useBrowserHasPasskeys,
} from '../../lib/passkey/index.ts';
import { type PasskeyLoginInput, usePasskeyLogin } from './passkey-login-api.ts';
import { useFinishLogin } from './use-finish-login.ts';

interface PasskeyLoginProps {
  /** The login form's username and remember-me choice as they are when the button is pressed. */
  choices: () => PasskeyLoginInput;
  /** Where to go after the login: the same as after the SMS step. */
  redirect: string | null;
}

const isBlocked = (error: unknown) => error instanceof ApiRequestError && error.status === 423;

/** "Inloggen met een passkey": offered only where the browser has WebAuthn. */
export function PasskeyLogin(props: PasskeyLoginProps) {
  return useBrowserHasPasskeys() ? <PasskeyLoginButton {...props} /> : null;
}

function PasskeyLoginButton({ choices, redirect }: PasskeyLoginProps) {
  const { t } = useTranslation('auth');
  const login = usePasskeyLogin();
  const finishLogin = useFinishLogin();
  const [failure, setFailure] = useState<PasskeyFailure>(noPasskeyFailure);

  const start = () => {
    setFailure(noPasskeyFailure);
    const { username, rememberMe } = choices();
    login.mutate(
      { username, rememberMe },
      {
        onSuccess: ({ accessToken }) => finishLogin({ accessToken, redirect, rememberMe }),
        // A 423 marks the account blocked, which the login screen already says above the form.
        onError: (error) =>
          setFailure(isBlocked(error) ? noPasskeyFailure : passkeyFailure(passkeyLoginFailures, error)),
      },
    );
  };

  return (
    <Stack gap={4}>
      <ScreenAlert message={failure.message} tone={failure.tone} />
      <Button variant="default" size="md" fullWidth loading={login.isPending} onClick={start}>
        {t('passkey.login')}
      </Button>
      <Text size="sm" c="dimmed" ta="center">
        {t('passkey.login-description')}
      </Text>
    </Stack>
  );
}
