import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { emailWithConfirmationSchema } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { StepActions } from '../../components/auth-screen/index.ts';
import { useFieldError } from '../../lib/errors/index.ts';
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
  const fieldError = useFieldError();
  const sendCode = useSendActivationCode();
  const form = useForm({
    initialValues: { email: registration.email ?? '', confirmEmail: registration.email ?? '' },
    validate: schemaResolver(emailWithConfirmationSchema, { sync: true }),
  });

  const submit = form.onSubmit(
    ({ email }) => {
      clearFailure();
      const address = email.trim();
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
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first !== undefined) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="email"
          label={t('email.address')}
          description={t('email.address-description')}
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
          error={fieldError(form.errors.email)}
        />
        <TextInput
          type="email"
          label={t('email.confirm')}
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('confirmEmail')}
          error={fieldError(form.errors.confirmEmail)}
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
