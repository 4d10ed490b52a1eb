import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contract } from '@mijn/contract';
import { validatePassword, validatePasswordConfirmation } from '@mijn/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../components/auth-screen/new-password-fields.tsx';
import { api } from '../../lib/api-client.ts';
import { useFieldError } from '../../lib/errors/index.ts';
import { PopupModal } from './popup-modal.tsx';
import { adoptReplyToken } from './save-token.ts';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Popup 1: the temporary password must be replaced (Account/UpdatePassword). */
export function ChangePasswordPopup() {
  const { t } = useTranslation('first-login');
  const fieldError = useFieldError();
  const form = useForm<Values>({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: validatePassword,
      confirmPassword: (value, values) => validatePasswordConfirmation(values.password, value),
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      api(contract.account.updatePassword, { body: { Password: values.password } }),
    onSuccess: adoptReplyToken,
  });

  return (
    <PopupModal title={t('password.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <Text>{t('password.text')}</Text>
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
