import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Passkey } from '@mijn/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { passkeyRemoveFailures, type ScreenError, screenError } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';
import { useRemovePasskey } from './passkey-api.ts';
import { LastPasskeyRemoval } from './passkey-forms.ts';

interface RemovePasskeyModalProps {
  /** The passkey to remove; null keeps the dialog closed. */
  passkey: Passkey | null;
  /** The account's last passkey needs the password (issue 19: recovery stays possible). */
  isLast: boolean;
  onRemoved: (passkey: Passkey) => void;
  onClose: () => void;
}

export function RemovePasskeyModal({ passkey, isLast, onRemoved, onClose }: RemovePasskeyModalProps) {
  const { t } = useTranslation('settings');
  return (
    <Modal
      opened={passkey !== null}
      onClose={onClose}
      title={t('passkeys.remove-title')}
      centered
      closeButtonProps={{ 'aria-label': t('passkeys.cancel') }}
    >
      {passkey !== null && (
        <RemoveForm passkey={passkey} isLast={isLast} onRemoved={onRemoved} onClose={onClose} />
      )}
    </Modal>
  );
}

function RemoveForm({ passkey, isLast, onRemoved, onClose }: RemovePasskeyModalProps & { passkey: Passkey }) {
  const { t } = useTranslation('settings');
  const remove = useRemovePasskey();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const { form, field, validate } = useContractForm({
    schema: LastPasskeyRemoval,
    initialValues: { currentPassword: '' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (isLast && !validate()) return;
    const { currentPassword } = form.getValues();
    remove.mutate(isLast ? { id: passkey.id, currentPassword } : { id: passkey.id }, {
      onSuccess: () => onRemoved(passkey),
      onError: (error) => {
        setFailure(screenError(passkeyRemoveFailures, error));
        form.setFieldValue('currentPassword', '');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <ScreenAlert message={failure} />
        <Text>{t('passkeys.remove-text', { name: passkey.name })}</Text>
        {isLast && (
          <>
            <Text>{t('passkeys.remove-last-text')}</Text>
            <CurrentPasswordInput
              label={t('passkeys.current-password')}
              data-autofocus
              {...field('currentPassword')}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('passkeys.cancel')}
          </Button>
          <Button type="submit" loading={remove.isPending}>
            {t('passkeys.remove-confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
