import { Anchor, Stack, Text } from '@mantine/core';
import { CODE_VALIDITY_MINUTES, VERIFICATION_CODE_LENGTH, verificationCodeSchema } from '@mijn/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { CodeInput, StepActions } from '../../components/auth-screen/index.ts';
import { useContractForm } from '../../lib/forms/index.ts';

const SmsCodeValues = z.object({ verificationCode: verificationCodeSchema });

interface SmsCodeFormProps {
  phoneNumber: string | null;
  loading: boolean;
  resending: boolean;
  onSubmit: (verificationCode: string) => void;
  onResend: () => void;
  onBack: () => void;
  submitLabel: string;
}

/** The SMS verification code that completes the registration or activation (CreateAccount). */
export function SmsCodeForm({
  phoneNumber,
  loading,
  resending,
  onSubmit,
  onResend,
  onBack,
  submitLabel,
}: SmsCodeFormProps) {
  const { t } = useTranslation('registration');
  const codeInput = useRef<HTMLInputElement>(null);
  const { form, field, validate } = useContractForm({
    schema: SmsCodeValues,
    initialValues: { verificationCode: '' },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (validate()) onSubmit(form.getValues().verificationCode.trim());
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>
          {t('sms.intro', {
            phoneNumber: phoneNumber ?? '',
            length: VERIFICATION_CODE_LENGTH,
            minutes: CODE_VALIDITY_MINUTES,
          })}
        </Text>
        <CodeInput
          ref={codeInput}
          numeric
          length={VERIFICATION_CODE_LENGTH}
          label={t('sms.code')}
          description={t('sms.code-description', { length: VERIFICATION_CODE_LENGTH })}
          {...field('verificationCode')}
        />
        <div>
          <Text size="sm">{t('sms.no-code')}</Text>
          <Anchor
            component="button"
            type="button"
            disabled={resending}
            onClick={() => {
              form.reset();
              onResend();
              codeInput.current?.focus();
            }}
          >
            {t('sms.resend')}
          </Anchor>
        </div>
        <StepActions
          submitLabel={submitLabel}
          loading={loading}
          back={{ label: t('back'), onClick: onBack }}
        />
      </Stack>
    </form>
  );
}
