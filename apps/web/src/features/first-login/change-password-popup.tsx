import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { passwordChangeSchema } from '@mijn/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { NewPasswordFields, ScreenAlert } from '../../components/auth-screen/index.ts';
import { type ScreenError, screenError, updatePasswordFailures } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { changeTemporaryPasswordMutation } from './api.ts';
import { PopupModal } from './popup-modal.tsx';
import { adoptReplyToken } from './save-token.ts';

/** The temporary password asked again, and the new one typed twice. */
type Values = z.input<typeof passwordChangeSchema>;

/**
 * Popup 1: the temporary password must be replaced (Account/UpdatePassword). The temporary password
 * is asked again: a token alone never sets a password (decision 0018).
 */
export function ChangePasswordPopup() {
  const { t } = useTranslation(['first-login', 'auth']);
  const { form, field, validate } = useContractForm<Values>({
    schema: passwordChangeSchema,
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const save = useMutation({
    ...changeTemporaryPasswordMutation(),
    onMutate: () => setFailure(null),
    onSuccess: adoptReplyToken,
    onError: (error) => setFailure(screenError(updatePasswordFailures, error)),
  });

  return (
    <PopupModal title={t('password.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (validate()) save.mutate(form.getValues());
        }}
      >
        <Stack gap="md">
          <Text>{t('password.text')}</Text>
          <ScreenAlert message={failure} />
          <PasswordInput
            label={t('password.current')}
            description={t('password.current-description')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('auth:login.show-password') }}
            {...field('currentPassword')}
          />
          <NewPasswordFields password={field('password')} confirmPassword={field('confirmPassword')} />
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
