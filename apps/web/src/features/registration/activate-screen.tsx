import { Button, Stack } from '@mantine/core';
import { dutchMobileNumberSchema } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  AuthPanel,
  MobileNumberField,
  ScreenAlert,
  StepActions,
} from '../../components/auth-screen/index.ts';
import type { MessageRef, ScreenError } from '../../lib/errors/index.ts';
import { registrationFailures, type ScreenFlow, updatePhoneFailures } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { useCreateAccount, useSendVerificationCode, useUpdateRegistrationPhone } from './api.ts';
import { useCompleteRegistration } from './complete-registration.ts';
import { getRegistration, type Registration, updateRegistration } from './registration-store.ts';
import { SmsCodeForm } from './sms-code-form.tsx';
import { useRegistrationFailure } from './use-registration-failure.ts';

/** SMS codes go to Dutch mobiles; the contract's updatePhoneNumber takes any number. */
const PhoneForm = z.object({ phoneNumber: dutchMobileNumberSchema });

const noRegistration: MessageRef = { key: 'registration:activate.no-data' };

/** activeren (spec §2): enter the phone number, enter the verification code, then log in. */
export function ActivateScreen() {
  const { t } = useTranslation('registration');
  const [registration, setRegistration] = useState<Registration | null>(() => {
    const current = getRegistration();
    return current?.username && current.password ? current : null;
  });
  const [failure, setFailure] = useState<ScreenError | MessageRef | null>(null);
  const restart = useCallback((message: ScreenError) => {
    setRegistration(null);
    setFailure(message);
  }, []);

  if (registration === null) {
    return (
      <AuthPanel title={t('activate.title')}>
        <ScreenAlert message={failure ?? noRegistration} />
        <Button component={Link} to={paths.register} variant="light">
          {t('activate.start')}
        </Button>
      </AuthPanel>
    );
  }
  return (
    <ActivateSteps registration={registration} failure={failure} onFailure={setFailure} onRestart={restart} />
  );
}

interface ActivateStepsProps {
  registration: Registration;
  failure: ScreenError | MessageRef | null;
  onFailure: (failure: ScreenError | null) => void;
  onRestart: (message: ScreenError) => void;
}

function ActivateSteps({ registration, failure, onFailure, onRestart }: ActivateStepsProps) {
  const { t } = useTranslation('registration');
  const updatePhone = useUpdateRegistrationPhone();
  const resendCode = useSendVerificationCode();
  const createAccount = useCreateAccount();
  const complete = useCompleteRegistration();
  const explain = useRegistrationFailure(onRestart);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, validate } = useContractForm({
    schema: PhoneForm,
    initialValues: { phoneNumber: '' },
  });
  const fail = (error: unknown, flow: ScreenFlow = registrationFailures) => onFailure(explain(error, flow));

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    onFailure(null);
    updatePhone.mutate(
      { registration, phoneNumber: PhoneForm.parse(form.getValues()).phoneNumber },
      {
        onSuccess: (receiver) => {
          updateRegistration({ receivedPhoneNumber: receiver.phoneNumber, sendDate: receiver.sendDate });
          setSentTo(receiver.phoneNumber ?? '');
        },
        onError: (error) => fail(error, updatePhoneFailures),
      },
    );
  };

  const create = (verificationCode: string) => {
    onFailure(null);
    createAccount.mutate(
      { registration: getRegistration() ?? registration, verificationCode },
      { onSuccess: ({ username }) => complete(username), onError: (error) => fail(error) },
    );
  };

  const resend = () => {
    onFailure(null);
    resendCode.mutate(getRegistration() ?? registration, {
      onSuccess: (receiver) => setSentTo(receiver.receivedPhoneNumber ?? sentTo),
      onError: (error) => fail(error),
    });
  };

  return (
    <AuthPanel
      title={t('activate.title')}
      intro={sentTo === null ? t('activate.intro-phone') : t('activate.intro-code')}
    >
      <ScreenAlert message={failure} />
      {sentTo === null ? (
        <form onSubmit={submitPhone} noValidate>
          <Stack gap="md">
            <MobileNumberField {...field('phoneNumber')} />
            <StepActions submitLabel={t('activate.send-code')} loading={updatePhone.isPending} />
          </Stack>
        </form>
      ) : (
        <SmsCodeForm
          phoneNumber={sentTo}
          loading={createAccount.isPending}
          resending={resendCode.isPending}
          onSubmit={create}
          onResend={resend}
          onBack={() => setSentTo(null)}
          submitLabel={t('account.create')}
        />
      )}
    </AuthPanel>
  );
}
