import { Stack, TextInput, Title } from '@mantine/core';
import { treatmentAbroadRules } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, PhoneField } from '../../lib/forms/index.ts';
import { AbroadAddressField } from './abroad-address-field.tsx';
import { DecisionHint } from './decision-hint.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';

interface ProviderFieldsProps {
  request: ContractForm<TreatmentAbroadFormValues>;
  /** Mental health, medical and fertility treatment also name the practitioner. */
  withPractitioner: boolean;
}

/**
 * The care provider abroad: name, practitioner, address, phone and e-mail. The country says at once
 * whether the care is paid up to the Dutch rate only, and its calling code is the phone's default.
 */
export function ProviderFields({ request, withPractitioner }: ProviderFieldsProps) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  const country = form.values.InstanceAbroad.Address.CountryCode;
  return (
    <Stack gap="md" className="treatment-abroad-section">
      <Title order={3} size="h4">
        {t('provider.title')}
      </Title>
      <TextInput
        label={t('provider.name')}
        withAsterisk
        maxLength={100}
        {...field('InstanceAbroad.InstanceName')}
      />
      {withPractitioner && (
        <TextInput
          label={t('provider.practitioner')}
          withAsterisk
          maxLength={100}
          {...field('InstanceAbroad.PractitionerName')}
        />
      )}
      <AbroadAddressField request={request} path="InstanceAbroad.Address" />
      <DecisionHint outcome={{ condition: country === '' ? null : treatmentAbroadRules.country(country) }} />
      <PhoneField
        label={t('provider.phone')}
        othersNumber
        {...(country === '' ? {} : { defaultCountry: country })}
        {...field('InstanceAbroad.PhoneNumber')}
      />
      <TextInput
        type="email"
        label={t('provider.email')}
        withAsterisk
        maxLength={254}
        autoComplete="off"
        {...field('InstanceAbroad.Email')}
      />
    </Stack>
  );
}
