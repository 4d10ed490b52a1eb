import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { emailWithConfirmationSchema } from '@mijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../lib/forms/index.ts';
import { useEmailAddress, useSaveEmailAddress } from './api.ts';
import { PopupModal } from './popup-modal.tsx';

/**
 * Popup 2: an e-mail address is missing or was never confirmed (account/getEmailAddress). A known
 * address is confirmed with one click or replaced; saving goes through account/UpdateContactDetails.
 */
export function EmailPopup() {
  const { t } = useTranslation('first-login');
  const current = useEmailAddress();
  const [editing, setEditing] = useState(false);
  const { form, field, validate } = useContractForm({
    schema: emailWithConfirmationSchema,
    initialValues: { email: '', confirmEmail: '' },
  });
  const save = useSaveEmailAddress();

  const known = current.data?.emailAddress ?? null;
  const confirming = known !== null && !editing;

  return (
    <PopupModal title={t(confirming ? 'email.verify-title' : 'email.enter-title')}>
      {current.isPending ? (
        <Skeleton height={120} />
      ) : confirming ? (
        <Stack gap="md">
          <Text>{t('email.verify-text')}</Text>
          <Alert color="gray" variant="light" radius="md">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {known}
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('email.change')}
            </Button>
            <Button loading={save.isPending} onClick={() => save.mutate(known)}>
              {t('email.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (validate()) save.mutate(form.getValues().email.trim());
          }}
        >
          <Stack gap="md">
            <Text>{t('email.enter-text')}</Text>
            <TextInput
              label={t('email.field')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...field('email')}
            />
            <TextInput
              label={t('email.confirm-field')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...field('confirmEmail')}
            />
            <Group justify="flex-end">
              {known !== null && (
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('email.back')}
                </Button>
              )}
              <Button type="submit" loading={save.isPending}>
                {t('email.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PopupModal>
  );
}
