import { Anchor, Stack, Text } from '@mantine/core';
import { ValidateActivationCodeBody } from '@mijn/contract';
import { ACTIVATION_CODE_LENGTH, CODE_VALIDITY_MINUTES } from '@mijn/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { CodeInput, ScreenAlert, StepActions } from '../../components/auth-screen/index.ts';
import type { MessageRef } from '../../lib/errors/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { useSendActivationCode, useValidateActivationCode } from './api.ts';
import { type Registration, updateRegistration } from './registration-store.ts';

const ActivationCodeForm = z.object({ code: ValidateActivationCodeBody.shape.code });

interface ActivationCodeStepProps {
  registration: Registration;
  onDone: (registration: Registration) => void;
  onBack: () => void;
  onFailure: (error: unknown) => void;
  clearFailure: () => void;
}

/** Step 2: the 5-digit activation code from the e-mail (valid 5 minutes), with a resend. */
export function ActivationCodeStep({
  registration,
  onDone,
  onBack,
  onFailure,
  clearFailure,
}: ActivationCodeStepProps) {
  const { t } = useTranslation('registration');
  const validateCode = useValidateActivationCode();
  const resendCode = useSendActivationCode();
  const [resent, setResent] = useState<MessageRef | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const email = registration.email ?? '';
  const { form, field, validate } = useContractForm({
    schema: ActivationCodeForm,
    initialValues: { code: '' },
    toInput: (values) => ({ code: values.code.trim() }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    clearFailure();
    setResent(null);
    validateCode.mutate(
      { registration, email, code: form.getValues().code.trim() },
      {
        onSuccess: () => onDone(registration),
        onError: (error) => {
          form.setFieldValue('code', '');
          codeInput.current?.focus();
          onFailure(error);
        },
      },
    );
  };

  const resend = () => {
    clearFailure();
    setResent(null);
    resendCode.mutate(
      { registration, email },
      {
        onSuccess: ({ email: masked, sendDate }) => {
          updateRegistration({ sendDate });
          setResent({ key: 'registration:activation.resent', values: { email: masked } });
          form.reset();
          codeInput.current?.focus();
        },
        onError: onFailure,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          {t('activation.intro', { email, length: ACTIVATION_CODE_LENGTH, minutes: CODE_VALIDITY_MINUTES })}
        </Text>
        <ScreenAlert message={resent} tone="positive" />
        <CodeInput
          ref={codeInput}
          numeric
          length={ACTIVATION_CODE_LENGTH}
          label={t('activation.code')}
          description={t('activation.code-description', { length: ACTIVATION_CODE_LENGTH })}
          {...field('code')}
        />
        <div>
          <Text size="sm">{t('activation.no-code')}</Text>
          <Anchor component="button" type="button" onClick={resend} disabled={resendCode.isPending}>
            {t('activation.resend')}
          </Anchor>
        </div>
        <StepActions
          submitLabel={t('next')}
          loading={validateCode.isPending}
          back={{ label: t('activation.other-address'), onClick: onBack }}
        />
      </Stack>
    </form>
  );
}
