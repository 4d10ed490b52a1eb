import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { newPasswordSchema, usernameSchema } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields, StepActions, UsernameInput } from '../../components/auth-screen/index.ts';
import { type ScreenError, useFieldError } from '../../lib/errors/index.ts';
import { paths } from '../../lib/paths.ts';
import { useCreateAccount, useSendVerificationCode } from './api.ts';
import { useCompleteRegistration } from './complete-registration.ts';
import { getRegistration, type Registration, updateRegistration } from './registration-store.ts';
import { SmsCodeForm } from './sms-code-form.tsx';

const AccountForm = z.intersection(z.object({ username: usernameSchema }), newPasswordSchema);
type AccountValues = z.input<typeof AccountForm>;

interface AccountStepProps {
  registration: Registration;
  onFailure: (error: unknown) => ScreenError | null;
  clearFailure: () => void;
}

const usernameExists = 'errors:registration.username-exists';

/**
 * Step 3: username and password, then the SMS verification code that creates the account. Without a
 * known phone number the activation screen asks one first (spec §2 activeren).
 */
export function AccountStep({ registration, onFailure, clearFailure }: AccountStepProps) {
  const { t } = useTranslation('registration');
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const sendCode = useSendVerificationCode();
  const createAccount = useCreateAccount();
  const complete = useCompleteRegistration();
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm<AccountValues>({
    initialValues: { username: registration.username ?? '', password: '', confirmPassword: '' },
    validate: schemaResolver(AccountForm, { sync: true }),
  });

  const sendSms = (current: Registration) => {
    clearFailure();
    sendCode.mutate(current, {
      onSuccess: (receiver) => {
        if (receiver.phoneNumberIsUnknown) {
          void navigate({ to: paths.activate });
          return;
        }
        updateRegistration({
          receivedPhoneNumber: receiver.receivedPhoneNumber,
          sendDate: receiver.sendDate,
        });
        setCodeSent(true);
      },
      onError: onFailure,
    });
  };

  const submitCredentials = form.onSubmit(
    ({ username, password }) => {
      const updated = updateRegistration({ username: username.trim(), password });
      if (updated !== null) sendSms(updated);
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first !== undefined) form.getInputNode(first)?.focus();
    },
  );

  const create = (verificationCode: string) => {
    clearFailure();
    createAccount.mutate(
      { registration: getRegistration() ?? registration, verificationCode },
      {
        onSuccess: ({ username }) => complete(username),
        onError: (error) => {
          const outcome = onFailure(error);
          if (outcome?.key === usernameExists) {
            setCodeSent(false);
            form.setFieldError('username', usernameExists);
          }
        },
      },
    );
  };

  if (codeSent) {
    return (
      <SmsCodeForm
        phoneNumber={getRegistration()?.receivedPhoneNumber ?? null}
        loading={createAccount.isPending}
        resending={sendCode.isPending}
        onSubmit={create}
        onResend={() => sendSms(getRegistration() ?? registration)}
        onBack={() => setCodeSent(false)}
        submitLabel={t('account.create')}
      />
    );
  }

  return (
    <form onSubmit={submitCredentials} noValidate>
      <Stack gap="md">
        <UsernameInput
          label={t('account.username')}
          description={t('account.username-description')}
          {...form.getInputProps('username')}
          error={fieldError(form.errors.username)}
        />
        <NewPasswordFields
          password={{ ...form.getInputProps('password'), error: fieldError(form.errors.password) }}
          confirmPassword={{
            ...form.getInputProps('confirmPassword'),
            error: fieldError(form.errors.confirmPassword),
          }}
        />
        <StepActions submitLabel={t('account.send-sms')} loading={sendCode.isPending} />
      </Stack>
    </form>
  );
}
