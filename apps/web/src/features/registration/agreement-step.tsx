import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateAgreementNumber } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import {
  BirthDateInput,
  parseDutchDate,
  StepActions,
  toWireDate,
  validateTypedBirthDate,
} from '../../components/auth-screen/index.ts';
import { useFieldError } from '../../lib/errors/index.ts';
import { useCheckAgreement } from './api.ts';
import { type Registration, startRegistration } from './registration-store.ts';

interface AgreementStepProps {
  onDone: (registration: Registration) => void;
  onFailure: (error: unknown) => void;
  clearFailure: () => void;
}

/** Step 0: the agreement number and birth date identify the person (CreateAccount/IsValid). */
export function AgreementStep({ onDone, onFailure, clearFailure }: AgreementStepProps) {
  const { t } = useTranslation('registration');
  const fieldError = useFieldError();
  const checkAgreement = useCheckAgreement();
  const form = useForm({
    initialValues: { agreementId: '', birthDate: '' },
    validate: {
      agreementId: (value: string) => validateAgreementNumber(value.trim()),
      birthDate: (value: string) => validateTypedBirthDate(value),
    },
  });

  const submit = form.onSubmit(
    ({ agreementId, birthDate }) => {
      clearFailure();
      checkAgreement.mutate(
        { agreementId: agreementId.trim(), birthDate: toWireDate(parseDutchDate(birthDate) ?? '') },
        {
          onSuccess: ({ registrationToken, customerNumber }) =>
            onDone(startRegistration(registrationToken, customerNumber)),
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
          label={t('agreement.number')}
          description={t('agreement.number-description')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          withAsterisk
          {...form.getInputProps('agreementId')}
          error={fieldError(form.errors.agreementId)}
        />
        <BirthDateInput
          {...form.getInputProps('birthDate')}
          value={form.values.birthDate}
          onChange={(value) => form.setFieldValue('birthDate', value)}
          error={fieldError(form.errors.birthDate)}
        />
        <StepActions submitLabel={t('next')} loading={checkAgreement.isPending} />
      </Stack>
    </form>
  );
}
