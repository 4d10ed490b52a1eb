import { Button, Group, Stack } from '@mantine/core';
import { passwordChangeSchema } from '@mijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, ScreenAlert } from '../../components/auth-screen/index.ts';
import { changePasswordFailures, type ScreenError, screenError } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';
import { useChangePassword } from './login-settings-api.ts';
import { useReturnToSettings } from './return-to-settings.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * A new password (spec §5 rules, typed twice) with the current one asked: a session alone never sets
 * a password (decision 0018). Saving ends every other session of the account.
 */
export function PasswordSection() {
  const { t } = useTranslation(['login-settings', 'auth']);
  const change = useChangePassword();
  const returnToSettings = useReturnToSettings();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const { form, field, validate } = useContractForm({
    schema: passwordChangeSchema,
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    const { currentPassword, password } = form.getValues();
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => returnToSettings('password'),
        onError: (error) => setFailure(screenError(changePasswordFailures, error)),
      },
    );
  };

  return (
    <SettingsSection id="change-password" title={t('password.title')} intro={t('password.intro')} gap="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ScreenAlert message={failure} />
          <CurrentPasswordInput label={t('password.current')} {...field('currentPassword')} />
          <NewPasswordFields password={field('password')} confirmPassword={field('confirmPassword')} />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
