import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressField, type ContractForm } from '../../lib/forms/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';
import { PostcodeFill } from './postcode-fill.tsx';

/** Dialysis, chemo- or radiotherapy: the treatment centre the patient travels to, in the Netherlands. */
export function AllOtherFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  return (
    <Stack gap="md">
      <TextInput label={t('care-instance.name')} withAsterisk {...field('AllOther.Name')} />
      <AddressField field={field} path="AllOther.CareInstance" countryName="CountryCode" fixedCountry="NL" />
      <PostcodeFill
        request={request}
        path="AllOther.CareInstance"
        address={form.values.AllOther.CareInstance}
      />
    </Stack>
  );
}
