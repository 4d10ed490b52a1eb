import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validatePassword, validatePasswordConfirmation, validateRequired } from '@mijn/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, ScreenAlert } from '../../components/auth-screen/index.ts';
import { type ScreenError, screenError, useFieldError } from '../../lib/errors/index.ts';
import { changeTemporaryPasswordMutation } from './api.ts';
import { PopupModal } from './popup-modal.tsx';
import { adoptReplyToken } from './save-token.ts';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Popup 1: the temporary password must be replaced (Account/UpdatePassword). The temporary password
 * is asked again: a token alone never sets a password (decision 0018).
 */
export function ChangePasswordPopup() {
  const { t } = useTranslation(['first-login', 'auth']);
  const fieldError = useFieldError();
  const form = useForm<Values>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: {
      currentPassword: validateRequired,
      password: validatePassword,
      confirmPassword: (value, values) => validatePasswordConfirmation(values.password, value),
    },
  });
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const save = useMutation({
    ...changeTemporaryPasswordMutation(),
    onMutate: () => setFailure(null),
    onSuccess: adoptReplyToken,
    onError: (error) => setFailure(screenError('update-password', error)),
  });

  return (
    <PopupModal title={t('password.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <Text>{t('password.text')}</Text>
          <ScreenAlert message={failure} />
          <PasswordInput
            label={t('password.current')}
            description={t('password.current-description')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('auth:login.show-password') }}
            value={form.values.currentPassword}
            onChange={form.getInputProps('currentPassword').onChange}
            error={fieldError(form.errors.currentPassword)}
          />
          <NewPasswordFields
            password={{
              value: form.values.password,
              onChange: form.getInputProps('password').onChange,
              error: fieldError(form.errors.password),
            }}
            confirmPassword={{
              value: form.values.confirmPassword,
              onChange: form.getInputProps('confirmPassword').onChange,
              error: fieldError(form.errors.confirmPassword),
            }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
