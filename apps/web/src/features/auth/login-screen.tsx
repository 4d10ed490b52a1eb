import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateRequired, validatorMessages } from '@mijn/domain';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MessageRef,
  type ScreenError,
  screenError,
  showNegativeNotice,
  useFieldError,
} from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { beginVerification } from '../../lib/session/index.ts';
import { useLogin } from './api.ts';
import { AuthPanel } from './auth-panel.tsx';
import { safeRedirect } from './safe-redirect.ts';
import { ScreenAlert } from './screen-alert.tsx';

interface LoginValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const login = useLogin();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const [phoneNeeded, setPhoneNeeded] = useState<MessageRef | null>(null);

  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '', rememberMe: false },
    validate: {
      username: validateRequired,
      // Spaces can be part of a password, so only an empty one is missing.
      password: (value) => (value === '' ? validatorMessages.requiredField : null),
    },
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      setPhoneNeeded(null);
      login.mutate(values, {
        onSuccess: ({ loginToken, ...receiver }) => {
          beginVerification({
            loginToken,
            receiver,
            fromPage: 'login',
            rememberMe: values.rememberMe,
            redirect: safeRedirect(search.redirect),
          });
          if (receiver.isVerificationCodeNeeded && receiver.phoneNumberIsUnknown) {
            setPhoneNeeded({ key: 'auth:login.phone-needed' });
            return;
          }
          void navigate({ to: paths.verification });
        },
        onError: (error) => {
          const outcome = screenError('login', error);
          if (outcome?.followUp === 'register') {
            showNegativeNotice(outcome, 'login-not-activated');
            void navigate({ to: paths.register });
            return;
          }
          setFailure(outcome);
          form.setFieldValue('password', '');
        },
      });
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first !== undefined) form.getInputNode(first)?.focus();
    },
  );

  return (
    <AuthPanel title={t('login.title')} intro={t('login.intro')}>
      <ScreenAlert message={failure} />
      <ScreenAlert message={phoneNeeded} tone="info" title={t('login.phone-needed-title')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            withAsterisk
            {...form.getInputProps('username')}
            error={fieldError(form.errors.username)}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('login.show-password') }}
            visibilityToggleFocusable
            {...form.getInputProps('password')}
            error={fieldError(form.errors.password)}
            // Mantine's PasswordInput marks errors only with data-invalid; assistive technology needs aria-invalid.
            aria-invalid={form.errors.password !== undefined}
          />
          <Checkbox
            label={t('login.remember-me')}
            description={t('login.remember-me-description')}
            {...form.getInputProps('rememberMe', { type: 'checkbox' })}
          />
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.forgotPassword}>
          {t('login.forgot')}
        </Anchor>
        <Group gap={6}>
          <Text>{t('login.no-account')}</Text>
          <Anchor component={Link} to={paths.register}>
            {t('login.register')}
          </Anchor>
        </Group>
      </Stack>
    </AuthPanel>
  );
}
