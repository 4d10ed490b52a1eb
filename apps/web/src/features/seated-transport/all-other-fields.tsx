import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AddressFields } from './address-fields.tsx';
import { useFieldProps } from './form-context.ts';

/** Any other situation: the care instance the patient travels to, in the Netherlands. */
export function AllOtherFields() {
  const { t } = useTranslation('seated-transport');
  const field = useFieldProps();
  return (
    <Stack gap="md">
      <TextInput label={t('care-instance.name')} withAsterisk {...field('AllOther.Name')} />
      <AddressFields path="AllOther.CareInstance" fixedCountry />
    </Stack>
  );
}
