import { Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressField, type ContractForm, PhoneField } from '../../lib/forms/index.ts';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { ProviderFields } from './provider-fields.tsx';

const documents = ['Reference', 'TreatmentPlan', 'Offer'] as const;

/** Mental health: which documents there are, the Dutch referring doctor, the provider, why abroad. */
export function MentalHealthFields({ request }: { request: ContractForm<TreatmentAbroadFormValues> }) {
  const { t } = useTranslation('treatment-abroad');
  const { field } = request;
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
        <PhoneField label={t('mental.doctor-phone')} {...field('DoctorAbroad.PhoneNumber')} />
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
