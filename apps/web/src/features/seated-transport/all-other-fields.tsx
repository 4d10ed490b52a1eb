import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressField, type ContractForm } from '../../lib/forms/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';

/** Any other situation: the care instance the patient travels to, in the Netherlands. */
export function AllOtherFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { field } = request;
  return (
    <Stack gap="md">
      <TextInput label={t('care-instance.name')} withAsterisk {...field('AllOther.Name')} />
      <AddressField field={field} path="AllOther.CareInstance" countryName="CountryCode" fixedCountry="NL" />
    </Stack>
  );
}
