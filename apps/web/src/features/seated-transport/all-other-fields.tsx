import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressField, type ContractForm, PostcodeFill } from '../../lib/forms/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';

/** Dialysis, chemo- or radiotherapy: the treatment centre the patient travels to, in the Netherlands. */
export function AllOtherFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  return (
    <Stack gap="md">
      <TextInput label={t('care-instance.name')} withAsterisk {...field('AllOther.Name')} />
      <AddressField field={field} path="AllOther.CareInstance" countryName="CountryCode" fixedCountry="NL" />
      <PostcodeFill
        form={form}
        street="AllOther.CareInstance.Street"
        city="AllOther.CareInstance.City"
        postalCode={form.values.AllOther.CareInstance.PostalCode}
        houseNumber={form.values.AllOther.CareInstance.HouseNumber}
      />
    </Stack>
  );
}
