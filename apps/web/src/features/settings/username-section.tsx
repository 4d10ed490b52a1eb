import { Button, Group, Stack } from '@mantine/core';
import { UpdateAccountDetailsBody } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert, UsernameInput } from '../../components/auth-screen/index.ts';
import {
  changeLoginSettingsFailures,
  refusedField,
  type ScreenError,
  screenError,
} from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { useUpdateUsername } from './login-settings-api.ts';
import { useReturnToSettings } from './return-to-settings.ts';
import { SettingsSection } from './settings-section.tsx';

const usernameExists = 'errors:registration.username-exists';

/** A new username (spec §5: 8 to 50 characters, unique); a taken one is said at the field. */
export function UsernameSection({ current }: { current: string }) {
  const { t } = useTranslation('login-settings');
  const update = useUpdateUsername();
  const returnToSettings = useReturnToSettings();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const { form, field, validate, showErrors } = useContractForm({
    schema: UpdateAccountDetailsBody,
    initialValues: { username: current },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!validate()) return;
    update.mutate(form.getValues().username.trim(), {
      onSuccess: ({ usernameExists: taken }) =>
        taken ? showErrors({ username: usernameExists }) : returnToSettings('username'),
      onError: (error) => {
        const refused = refusedField(error);
        if (refused) showErrors({ [refused.path]: refused.message });
        else setFailure(screenError(changeLoginSettingsFailures, error));
      },
    });
  };

  return (
    <SettingsSection id="change-username" title={t('username.title')} gap="md">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <ScreenAlert message={failure} />
          <UsernameInput
            label={t('username.label')}
            description={t('username.description')}
            {...field('username')}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('username.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
