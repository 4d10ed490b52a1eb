import { Stack, TextInput } from '@mantine/core';
import { IsValidBody } from '@mijn/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { StepActions } from '../../components/auth-screen/index.ts';
import {
  BirthDateField,
  typedBirthDateSchema,
  typedBirthDateToWire,
  useContractForm,
} from '../../lib/forms/index.ts';
import { useCheckAgreement } from './api.ts';
import { type Registration, startRegistration } from './registration-store.ts';

/** IsValid's agreement number, and the birth date as typed (sent as yyyy/mm/dd). */
const AgreementForm = z.object({
  agreementId: IsValidBody.shape.agreementId,
  birthDate: typedBirthDateSchema,
});

interface AgreementStepProps {
  onDone: (registration: Registration) => void;
  onFailure: (error: unknown) => void;
  clearFailure: () => void;
}

/** Step 0: the agreement number and birth date identify the person (CreateAccount/IsValid). */
export function AgreementStep({ onDone, onFailure, clearFailure }: AgreementStepProps) {
  const { t } = useTranslation('registration');
  const checkAgreement = useCheckAgreement();
  const { form, field, validate } = useContractForm({
    schema: AgreementForm,
    initialValues: { agreementId: '', birthDate: '' },
    toInput: (values) => ({ ...values, agreementId: values.agreementId.trim() }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const { agreementId, birthDate } = form.getValues();
    clearFailure();
    checkAgreement.mutate(
      { agreementId: agreementId.trim(), birthDate: typedBirthDateToWire(birthDate) },
      {
        onSuccess: ({ registrationToken, customerNumber }) =>
          onDone(startRegistration(registrationToken, customerNumber)),
        onError: onFailure,
      },
    );
  };

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
          {...field('agreementId')}
        />
        <BirthDateField {...field('birthDate')} />
        <StepActions submitLabel={t('next')} loading={checkAgreement.isPending} />
      </Stack>
    </form>
  );
}
