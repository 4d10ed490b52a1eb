import { Anchor, Button, Stack, Text } from '@mantine/core';
import { CODE_VALIDITY_MINUTES, VERIFICATION_CODE_LENGTH, verificationCodeSchema } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AuthPanel, CodeInput, ScreenAlert } from '../../components/auth-screen/index.ts';
import {
  type MessageRef,
  resendCodeFailures,
  type ScreenError,
  screenError,
  showNegativeNotice,
  verificationFailures,
} from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import {
  beginPasswordReset,
  clearVerificationState,
  readVerificationState,
  updateVerificationReceiver,
  type VerificationState,
} from '../../lib/session/index.ts';
import { useResendCode, useValidateCode, useValidateResetCode } from './api.ts';
import { useFinishLogin } from './use-finish-login.ts';
import { UsernameSentPanel } from './username-sent-panel.tsx';

const VerificationForm = z.object({ verificationCode: verificationCodeSchema });

export function VerificationScreen() {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<VerificationState | null>(() => readVerificationState());
  const [usernameSent, setUsernameSent] = useState<{ email: string | null } | null>(null);

  if (usernameSent !== null) return <UsernameSentPanel email={usernameSent.email} />;
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
  return (
    <VerificationStep
      state={state}
      onStateChange={setState}
      onUsernameSent={(email) => setUsernameSent({ email })}
    />
  );
}

interface VerificationStepProps {
  state: VerificationState;
  onStateChange: (state: VerificationState | null) => void;
  onUsernameSent: (email: string | null) => void;
}

function introKey(state: VerificationState): string {
  if (state.fromPage !== 'forgot') return 'verification.intro';
  return state.flowType === 'username'
    ? 'verification.intro-forgot-username'
    : 'verification.intro-forgot-password';
}

/**
 * Spec §4 Login step 4: the code goes to the login validation or, coming from the forgot flow, to the
 * reset-flow validation with the flow's resetType.
 */
function VerificationStep({ state, onStateChange, onUsernameSent }: VerificationStepProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const finishLogin = useFinishLogin();
  const validateCode = useValidateCode();
  const validateResetCode = useValidateResetCode();
  const resendCode = useResendCode();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const [resent, setResent] = useState<MessageRef | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const fromForgot = state.fromPage === 'forgot';
  const startPath = fromForgot ? paths.forgotPassword : paths.login;

  const { form, field, validate } = useContractForm({
    schema: VerificationForm,
    initialValues: { verificationCode: '' },
  });

  const backToStart = useCallback(
    (notice: MessageRef) => {
      showNegativeNotice(notice, 'verification-back-to-start');
      clearVerificationState();
      void navigate({ to: startPath, replace: true });
    },
    [navigate, startPath],
  );

  // Spec §4: the code is valid 5 minutes, then the user is sent back to where the code was asked.
  useEffect(() => {
    const expired: MessageRef = {
      key: fromForgot ? 'errors:verification.code-expired-forgot' : 'errors:verification.code-expired',
    };
    const expiresAt = state.codeSentAt + CODE_VALIDITY_MINUTES * 60_000;
    const timer = setTimeout(() => backToStart(expired), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [state.codeSentAt, backToStart, fromForgot]);

  const failed = (error: unknown) => {
    const outcome = screenError(verificationFailures, error);
    if (outcome?.followUp === 'restart') {
      backToStart(fromForgot ? { key: 'errors:verification.code-expired-forgot' } : outcome);
      return;
    }
    setFailure(outcome);
    form.setFieldValue('verificationCode', '');
    codeInput.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setFailure(null);
    setResent(null);
    const code = form.getValues().verificationCode.trim();
    if (!fromForgot) {
      validateCode.mutate(code, {
        onSuccess: ({ accessToken }) => finishLogin({ accessToken, redirect: state.redirect }),
        onError: failed,
      });
      return;
    }
    const resetType = state.flowType ?? 'password';
    validateResetCode.mutate(
      { verificationCode: code, resetType },
      {
        onSuccess: ({ email, resetToken }) => {
          clearVerificationState();
          if (resetType === 'password' && resetToken !== undefined) {
            beginPasswordReset(resetToken, email);
            void navigate({ to: paths.resetPassword, replace: true });
            return;
          }
          onUsernameSent(email);
        },
        onError: failed,
      },
    );
  };

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
      onError: (error) => setFailure(screenError(resendCodeFailures, error)),
    });
  };

  return (
    <AuthPanel
      title={t('verification.title')}
      intro={t(introKey(state), {
        phoneNumber: state.receiver.phoneNumber ?? '',
        length: VERIFICATION_CODE_LENGTH,
        minutes: CODE_VALIDITY_MINUTES,
      })}
    >
      <ScreenAlert message={failure} />
      <ScreenAlert message={resent} tone="positive" />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput
            ref={codeInput}
            numeric
            length={VERIFICATION_CODE_LENGTH}
            label={t('verification.code')}
            description={t('verification.code-description', { length: VERIFICATION_CODE_LENGTH })}
            {...field('verificationCode')}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={validateCode.isPending || validateResetCode.isPending}
          >
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
          to={startPath}
          onClick={() => {
            clearVerificationState();
            onStateChange(null);
          }}
        >
          {fromForgot ? t('verification.back-to-forgot') : t('verification.back-to-login')}
        </Anchor>
      </Stack>
    </AuthPanel>
  );
}
