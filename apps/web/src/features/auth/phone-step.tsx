import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { VerificationReceiver } from '@mijn/contract';
import { normalizeDutchMobileNumber, validateDutchMobileNumber } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPanel, MobileNumberInput, ScreenAlert } from '../../components/auth-screen/index.ts';
import { type ScreenError, screenError, useFieldError } from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { getLoginToken, updateVerificationReceiver } from '../../lib/session/index.ts';
import { useUpdatePhoneNumber } from './api.ts';

/**
 * Spec §4 Login step 3: a code is needed but no phone number is known. The user stays on login to
 * give one (Account/updatePhoneNumber with the login token), then goes to verify.
 */
export function PhoneStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const updatePhone = useUpdatePhoneNumber();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const form = useForm({
    initialValues: { phoneNumber: '' },
    validate: { phoneNumber: validateDutchMobileNumber },
  });

  const submit = form.onSubmit(
    ({ phoneNumber }) => {
      const loginToken = getLoginToken();
      if (loginToken === null) {
        onCancel();
        return;
      }
      setFailure(null);
      updatePhone.mutate(
        { phoneNumber: normalizeDutchMobileNumber(phoneNumber) ?? phoneNumber, loginToken },
        {
          onSuccess: (reply) => {
            const receiver = VerificationReceiver.safeParse(reply);
            if (receiver.success) updateVerificationReceiver(receiver.data);
            void navigate({ to: paths.verification });
          },
          onError: (error) => setFailure(screenError('update-phone', error)),
        },
      );
    },
    () => form.getInputNode('phoneNumber')?.focus(),
  );

  return (
    <AuthPanel title={t('phone.title')} intro={t('phone.intro')}>
      <ScreenAlert message={failure} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileNumberInput
            {...form.getInputProps('phoneNumber')}
            value={form.values.phoneNumber}
            error={fieldError(form.errors.phoneNumber)}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={onCancel} disabled={updatePhone.isPending}>
              {t('phone.cancel')}
            </Button>
            <Button type="submit" size="md" loading={updatePhone.isPending}>
              {t('phone.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthPanel>
  );
}
