import { Button, Stack } from '@mantine/core';
import { newPasswordSchema } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel, NewPasswordFields, ScreenAlert } from '../../components/auth-screen/index.ts';
import {
  type ScreenError,
  screenError,
  showNegativeNotice,
  showPositiveNotice,
  updatePasswordFailures,
} from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { clearPasswordReset, type PasswordReset, readPasswordReset } from '../../lib/session/index.ts';
import { useUpdatePassword } from './api.ts';

/** wachtwoord/resetten: the new password of the forgot flow, saved with the reset token. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const [reset] = useState<PasswordReset | null>(() => readPasswordReset());
  if (reset === null) {
    return (
      <AuthPanel title={t('reset.title')}>
        <ScreenAlert message={{ key: 'auth:reset.no-data' }} />
        <Button component={Link} to={paths.forgotPassword} variant="light">
          {t('reset.start-again')}
        </Button>
      </AuthPanel>
    );
  }
  return <ResetPasswordForm reset={reset} />;
}

function ResetPasswordForm({ reset }: { reset: PasswordReset }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  const [failure, setFailure] = useState<ScreenError | null>(null);

  const { form, field, validate } = useContractForm({
    schema: newPasswordSchema,
    initialValues: { password: '', confirmPassword: '' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setFailure(null);
    updatePassword.mutate(
      { password: form.getValues().password, resetToken: reset.resetToken },
      {
        onSuccess: () => {
          clearPasswordReset();
          showPositiveNotice({ key: 'auth:reset.saved' }, 'password-reset-saved');
          void navigate({ to: paths.login, replace: true });
        },
        onError: (error) => {
          const outcome = screenError(updatePasswordFailures, error);
          if (outcome?.followUp === 'restart') {
            clearPasswordReset();
            showNegativeNotice(outcome, 'password-reset-ended');
            void navigate({ to: paths.forgotPassword, replace: true });
            return;
          }
          setFailure(outcome);
        },
      },
    );
  };

  return (
    <AuthPanel title={t('reset.title')} intro={t('reset.intro')}>
      <ScreenAlert message={failure} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <NewPasswordFields password={field('password')} confirmPassword={field('confirmPassword')} />
          <Button type="submit" size="md" fullWidth loading={updatePassword.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPanel>
  );
}
