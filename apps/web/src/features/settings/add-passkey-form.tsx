import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_PASSKEYS_PER_ACCOUNT, PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@mijn/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { passkeyRegisterFailures } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { noPasskeyFailure, type PasskeyFailure, passkeyFailure } from '../../lib/passkey/index.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';
import { useAddPasskey } from './passkey-api.ts';
import { NewPasskeyForm } from './passkey-forms.ts';

interface AddPasskeyFormProps {
  onAdded: (passkey: Passkey) => void;
  onCancel: () => void;
}

/** A name and the current password (re-authentication), then the browser's own passkey prompt. */
export function AddPasskeyForm({ onAdded, onCancel }: AddPasskeyFormProps) {
  const { t } = useTranslation('settings');
  const add = useAddPasskey();
  const [failure, setFailure] = useState<PasskeyFailure>(noPasskeyFailure);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);
  const { form, field, validate } = useContractForm({
    schema: NewPasskeyForm,
    initialValues: { name: '', currentPassword: '' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(noPasskeyFailure);
    if (!validate()) return;
    add.mutate(form.getValues(), {
      onSuccess: onAdded,
      onError: (error) => {
        setFailure(passkeyFailure(passkeyRegisterFailures, error, { max: MAX_PASSKEYS_PER_ACCOUNT }));
        form.setFieldValue('currentPassword', '');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-passkey-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4" id="add-passkey-title">
            {t('passkeys.add-title')}
          </Title>
          <Text>{t('passkeys.add-intro')}</Text>
        </Stack>
        <ScreenAlert message={failure.message} tone={failure.tone} />
        <TextInput
          label={t('passkeys.name')}
          description={t('passkeys.name-description')}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          withAsterisk
          ref={nameInput}
          {...field('name')}
        />
        <CurrentPasswordInput label={t('passkeys.current-password')} {...field('currentPassword')} />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('passkeys.create')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={add.isPending}>
            {t('passkeys.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
