import { Button, Group, Stack } from '@mantine/core';
import { VerificationReceiver } from '@mijn/contract';
import { dutchMobileNumberSchema } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { AuthPanel, MobileNumberField, ScreenAlert } from '../../components/auth-screen/index.ts';
import { type ScreenError, screenError, updatePhoneFailures } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { getLoginToken, updateVerificationReceiver } from '../../lib/session/index.ts';
import { useUpdatePhoneNumber } from './phone-api.ts';

/** SMS codes go to Dutch mobiles; the contract's updatePhoneNumber takes any number. */
const PhoneForm = z.object({ phoneNumber: dutchMobileNumberSchema });

/**
 * Spec §4 Login step 3: a code is needed but no phone number is known. The user stays on login to
 * give one (Account/updatePhoneNumber with the login token), then goes to verify.
 */
export function PhoneStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const updatePhone = useUpdatePhoneNumber();
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const { form, field, validate } = useContractForm({
    schema: PhoneForm,
    initialValues: { phoneNumber: '' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const loginToken = getLoginToken();
    if (loginToken === null) {
      onCancel();
      return;
    }
    setFailure(null);
    const { phoneNumber } = PhoneForm.parse(form.getValues());
    updatePhone.mutate(
      { phoneNumber, loginToken },
      {
        onSuccess: (reply) => {
          const receiver = VerificationReceiver.safeParse(reply);
          if (receiver.success) updateVerificationReceiver(receiver.data);
          void navigate({ to: paths.verification });
        },
        onError: (error) => setFailure(screenError(updatePhoneFailures, error)),
      },
    );
  };

  return (
    <AuthPanel title={t('phone.title')} intro={t('phone.intro')}>
      <ScreenAlert message={failure} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MobileNumberField {...field('phoneNumber')} />
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
