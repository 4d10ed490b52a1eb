import { Anchor, Button, Checkbox, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { idinFlows, LoginBody } from '@mijn/contract';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel, ScreenAlert, UsernameInput, useIdinFailure } from '../../components/auth-screen/index.ts';
import { loginFailures, type ScreenError, screenError, showNegativeNotice } from '../../lib/errors/index.ts';
import { useFlatForm } from '../../lib/forms/index.ts';
import { loadAfterEntry } from '../../lib/lazy/index.ts';
import { paths } from '../../lib/paths.ts';
import { beginVerification, clearVerificationState, useSession } from '../../lib/session/index.ts';
import { useLogin } from './login-api.ts';
import { PasskeyLogin } from './passkey-login.tsx';
import { safeRedirect } from './safe-redirect.ts';

// Both open only after a choice on the first screen; their phone and bank pickers stay out of its download.
// They call through TanStack Query and show later texts, which come with them (decision 0081).
const PhoneStep = lazy(() => loadAfterEntry(import('./phone-step.tsx').then((module) => module.PhoneStep)));
const IdinBankForm = lazy(() =>
  loadAfterEntry(
    import('../../components/auth-screen/idin-bank-form.tsx').then((module) => module.IdinBankForm),
  ),
);

type LoginValues = {
  username: string;
  password: string;
  rememberMe: boolean;
};

type LoginStep = 'credentials' | 'phone' | 'idin';

export function LoginScreen() {
  const [step, setStep] = useState<LoginStep>('credentials');
  const backToCredentials = () => {
    clearVerificationState();
    setStep('credentials');
  };
  if (step === 'phone') {
    return (
      <Suspense fallback={null}>
        <PhoneStep onCancel={backToCredentials} />
      </Suspense>
    );
  }
  return <CredentialsStep idinOpen={step === 'idin'} onStep={setStep} />;
}

interface CredentialsStepProps {
  idinOpen: boolean;
  onStep: (step: LoginStep) => void;
}

function CredentialsStep({ idinOpen, onStep }: CredentialsStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const login = useLogin();
  const { blocked } = useSession();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const idinFailure = useIdinFailure();

  const { values, errors, field, setFieldValue, validate } = useFlatForm<LoginValues>({
    schema: LoginBody,
    initialValues: { username: '', password: '', rememberMe: false },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setFailure(null);
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
          onStep('phone');
          return;
        }
        void navigate({ to: paths.verification });
      },
      onError: (error) => {
        const outcome = screenError(loginFailures, error);
        if (outcome?.followUp === 'register') {
          showNegativeNotice(outcome, 'login-not-activated');
          void navigate({ to: paths.register });
          return;
        }
        setFailure(outcome);
        setFieldValue('password', '');
      },
    });
  };

  // A 423 on any call marks the account blocked; the login's own reply already says so.
  const blockedNotice =
    failure === null && blocked !== null && blocked.minutes > 0
      ? { key: 'errors:login.blocked', values: { minutes: blocked.minutes } }
      : null;

  return (
    <AuthPanel title={t('login.title')} intro={t('login.intro')}>
      <ScreenAlert message={failure ?? blockedNotice ?? idinFailure} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <UsernameInput label={t('login.username')} {...field('username')} />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('login.show-password') }}
            visibilityToggleFocusable
            {...field('password')}
            // Mantine's PasswordInput marks errors only with data-invalid; assistive technology needs aria-invalid.
            aria-invalid={errors.password !== undefined}
          />
          <Checkbox
            label={t('login.remember-me')}
            description={t('login.remember-me-description')}
            {...field('rememberMe', 'checkbox')}
          />
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('idin.or')} labelPosition="center" />
      <PasskeyLogin choices={() => values} redirect={safeRedirect(search.redirect)} />
      {idinOpen ? (
        <Stack gap="xs">
          <Text fw={600}>{t('idin.login')}</Text>
          <Text size="sm">{t('idin.login-description')}</Text>
          <Suspense fallback={null}>
            <IdinBankForm
              flow={idinFlows.login}
              submitLabel={t('idin.go')}
              onCancel={() => onStep('credentials')}
            />
          </Suspense>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Button variant="default" size="md" fullWidth onClick={() => onStep('idin')}>
            {t('idin.login')}
          </Button>
          <Text size="sm" c="dimmed" ta="center">
            {t('idin.login-description')}
          </Text>
        </Stack>
      )}
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
