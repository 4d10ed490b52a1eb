import { Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { treatmentAbroadRules } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { AddressField, type ContractForm, type Files, PhoneField } from '../../lib/forms/index.ts';
import { DecisionHint } from './decision-hint.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { ProviderFields } from './provider-fields.tsx';
import { ReferralLetterField } from './referral-letter-field.tsx';

const documents = ['Reference', 'TreatmentPlan', 'Offer'] as const;

/**
 * Mental health: which documents there are (the referral's letter asked at once), the Dutch
 * referring doctor, the provider, why abroad. Without a referral or a treatment plan the request is
 * refused, and the form says so where they are ticked.
 */
export function MentalHealthFields({
  request,
  referralLetter,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  referralLetter: Files;
}) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  return (
    <Stack gap="lg">
      <fieldset className="treatment-abroad-fieldset">
        <legend>{t('mental.documents')}</legend>
        <Text size="sm" c="dimmed">
          {t('mental.documents-description')}
        </Text>
        <Stack gap="xs" mt="xs">
          {documents.map((name) => (
            <Checkbox key={name} label={t(`mental.document.${name}`)} {...field(name, 'checkbox')} />
          ))}
        </Stack>
      </fieldset>
      <DecisionHint
        outcome={{
          refusal:
            treatmentAbroadRules.referral(form.values.Reference) ??
            treatmentAbroadRules.treatmentPlan(form.values.TreatmentPlan),
        }}
      />
      {form.values.Reference && <ReferralLetterField request={request} files={referralLetter} />}
      <Stack gap="md" className="treatment-abroad-section">
        <Title order={3} size="h4">
          {t('mental.doctor-title')}
        </Title>
        <TextInput
          label={t('mental.doctor-name')}
          withAsterisk
          maxLength={100}
          {...field('DoctorAbroad.PractitionerName')}
        />
        <TextInput
          label={t('mental.doctor-profession')}
          withAsterisk
          maxLength={100}
          {...field('DoctorAbroad.Profession')}
        />
        <AddressField field={field} path="DoctorAbroad.Address" countryName="CountryCode" fixedCountry="NL" />
        <PhoneField label={t('mental.doctor-phone')} othersNumber {...field('DoctorAbroad.PhoneNumber')} />
      </Stack>
      <ProviderFields request={request} withPractitioner />
      <Textarea
        label={t('mental.necessary')}
        description={t('mental.necessary-description')}
        withAsterisk
        rows={4}
        maxLength={2000}
        {...field('Necessary')}
      />
    </Stack>
  );
}
