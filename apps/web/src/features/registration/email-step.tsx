import { Stack, TextInput } from '@mantine/core';
import { emailWithConfirmationSchema } from '@mijn/domain';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../../components/auth-screen/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { useSendActivationCode } from './api.ts';
import { type Registration, updateRegistration } from './registration-store.ts';

interface EmailStepProps {
  registration: Registration;
  onDone: (registration: Registration) => void;
  onBack: () => void;
  onFailure: (error: unknown) => void;
  clearFailure: () => void;
}

/** Step 1: the e-mail address, typed twice; the activation code goes there. */
export function EmailStep({ registration, onDone, onBack, onFailure, clearFailure }: EmailStepProps) {
  const { t } = useTranslation('registration');
  const sendCode = useSendActivationCode();
  const { form, field, validate } = useContractForm({
    schema: emailWithConfirmationSchema,
    initialValues: { email: registration.email ?? '', confirmEmail: registration.email ?? '' },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    clearFailure();
    const address = form.getValues().email.trim();
    sendCode.mutate(
      { registration, email: address },
      {
        onSuccess: ({ sendDate }) => {
          const updated = updateRegistration({ email: address, sendDate });
          if (updated !== null) onDone(updated);
        },
        onError: onFailure,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('email.address')}
          description={t('email.address-description')}
          autoComplete="email"
          withAsterisk
          {...field('email')}
        />
        <TextInput
          type="email"
          label={t('email.confirm')}
          autoComplete="email"
          withAsterisk
          {...field('confirmEmail')}
        />
        <StepActions
          submitLabel={t('email.submit')}
          loading={sendCode.isPending}
          back={{ label: t('back'), onClick: onBack }}
        />
      </Stack>
    </form>
  );
}
