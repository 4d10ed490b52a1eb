import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CODE_VALIDITY_MINUTES, VERIFICATION_CODE_LENGTH, verificationCodeSchema } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type MessageRef,
  type ScreenError,
  screenError,
  showNegativeNotice,
  useFieldError,
} from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import {
  clearVerificationState,
  completeLogin,
  readVerificationState,
  updateVerificationReceiver,
  type VerificationState,
} from '../../lib/session/index.ts';
import { useResendCode, useValidateCode } from './api.ts';
import { AuthPanel } from './auth-panel.tsx';
import { ScreenAlert } from './screen-alert.tsx';

const VerificationForm = z.object({ verificationCode: verificationCodeSchema });
type VerificationValues = z.infer<typeof VerificationForm>;

const codeExpired: MessageRef = { key: 'errors:verification.code-expired' };

export function VerificationScreen() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<VerificationState | null>(() => readVerificationState());

  if (state === null) {
    return (
      <AuthPanel title={t('verification.title')}>
        <ScreenAlert message={{ key: 'errors:verification.no-data' }} />
        <Button component={Link} to={paths.login} variant="light">
          {t('verification.back-to-login')}
        </Button>
      </AuthPanel>
    );
  }
  return <VerificationStep state={state} onStateChange={setState} />;
}

interface VerificationFormProps {
  state: VerificationState;
  onStateChange: (state: VerificationState | null) => void;
}

function VerificationStep({ state, onStateChange }: VerificationFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const validateCode = useValidateCode();
  const resendCode = useResendCode();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const [resent, setResent] = useState<MessageRef | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const form = useForm<VerificationValues>({
    initialValues: { verificationCode: '' },
    validate: schemaResolver(VerificationForm, { sync: true }),
  });

  const backToLogin = useCallback(
    (notice: MessageRef) => {
      showNegativeNotice(notice, 'verification-back-to-login');
      clearVerificationState();
      void navigate({ to: paths.login, replace: true });
    },
    [navigate],
  );

  // Spec §4: the code is valid 5 minutes, then the user is sent back to log in again.
  useEffect(() => {
    const expiresAt = state.codeSentAt + CODE_VALIDITY_MINUTES * 60_000;
    const timer = setTimeout(() => backToLogin(codeExpired), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [state.codeSentAt, backToLogin]);

  const submit = form.onSubmit(
    ({ verificationCode }) => {
      setFailure(null);
      setResent(null);
      validateCode.mutate(verificationCode.trim(), {
        onSuccess: ({ accessToken }) => {
          completeLogin(accessToken);
          void navigate({ href: state.redirect ?? paths.home, replace: true });
        },
        onError: (error) => {
          const outcome = screenError('verification', error);
          if (outcome?.followUp === 'login') {
            backToLogin(outcome);
            return;
          }
          setFailure(outcome);
          form.setFieldValue('verificationCode', '');
        },
      });
    },
    () => codeInput.current?.focus(),
  );

  const resend = () => {
    setFailure(null);
    setResent(null);
    resendCode.mutate(undefined, {
      onSuccess: (receiver) => {
        updateVerificationReceiver(receiver);
        onStateChange(readVerificationState());
        setResent({ key: 'auth:verification.resent', values: { phoneNumber: receiver.phoneNumber ?? '' } });
        form.reset();
        codeInput.current?.focus();
      },
      onError: (error) => setFailure(screenError('resend-code', error)),
    });
  };

  const phoneNumber = state.receiver.phoneNumber ?? '';

  return (
    <AuthPanel
      title={t('verification.title')}
      intro={t('verification.intro', {
        phoneNumber,
        length: VERIFICATION_CODE_LENGTH,
        minutes: CODE_VALIDITY_MINUTES,
      })}
    >
      <ScreenAlert message={failure} />
      <ScreenAlert message={resent} tone="positive" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            ref={codeInput}
            label={t('verification.code')}
            description={t('verification.code-description', { length: VERIFICATION_CODE_LENGTH })}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={VERIFICATION_CODE_LENGTH}
            size="md"
            withAsterisk
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('verificationCode')}
            error={fieldError(form.errors.verificationCode)}
          />
          <Button type="submit" size="md" fullWidth loading={validateCode.isPending}>
            {t('verification.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4}>
        <Text>{t('verification.no-code')}</Text>
        <div>
          <Anchor component="button" type="button" onClick={resend} disabled={resendCode.isPending}>
            {t('verification.resend')}
          </Anchor>
        </div>
        <Anchor
          component={Link}
          to={paths.login}
          onClick={() => {
            clearVerificationState();
            onStateChange(null);
          }}
        >
          {t('verification.back-to-login')}
        </Anchor>
      </Stack>
    </AuthPanel>
  );
}
