import { Stack } from '@mantine/core';
import { CreateAccountBody } from '@mijn/contract';
import { newPasswordSchema } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { NewPasswordFields, StepActions, UsernameInput } from '../../components/auth-screen/index.ts';
import type { ScreenError } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { useCreateAccount, useSendVerificationCode } from './api.ts';
import { useCompleteRegistration } from './complete-registration.ts';
import { getRegistration, type Registration, updateRegistration } from './registration-store.ts';
import { SmsCodeForm } from './sms-code-form.tsx';

const AccountForm = z.intersection(
  z.object({ username: CreateAccountBody.shape.username }),
  newPasswordSchema,
);
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
  const navigate = useNavigate();
  const sendCode = useSendVerificationCode();
  const createAccount = useCreateAccount();
  const complete = useCompleteRegistration();
  const [codeSent, setCodeSent] = useState(false);
  const { form, field, validate, showErrors } = useContractForm<AccountValues>({
    schema: AccountForm,
    initialValues: { username: registration.username ?? '', password: '', confirmPassword: '' },
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

  const submitCredentials = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const { username, password } = form.getValues();
    const updated = updateRegistration({ username: username.trim(), password });
    if (updated !== null) sendSms(updated);
  };

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
            showErrors({ username: usernameExists });
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
          {...field('username')}
        />
        <NewPasswordFields password={field('password')} confirmPassword={field('confirmPassword')} />
        <StepActions submitLabel={t('account.send-sms')} loading={sendCode.isPending} />
      </Stack>
    </form>
  );
}
