import { Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldProps } from './form-context.ts';

/** Countries a care instance near the border may be in; Dutch care comes first. */
const careCountries = ['NL', 'BE', 'DE'] as const;

interface AddressFieldsProps {
  /** Form path of the address, e.g. 'Hardship.CareInstances.0.Address'. */
  path: string;
  /** Spec §9: the care instance of 'all other' situations is always in the Netherlands. */
  fixedCountry?: boolean;
}

export function AddressFields({ path, fixedCountry = false }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('seated-transport');
  const field = useFieldProps();
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t('address.street')} withAsterisk autoComplete="off" {...field(`${path}.Street`)} />
      <Group grow align="flex-start" gap="md">
        <TextInput
          label={t('address.house-number')}
          inputMode="numeric"
          withAsterisk
          {...field(`${path}.HouseNumber`)}
        />
        <TextInput
          label={t('address.postal-code')}
          description={t('address.postal-code-description')}
          withAsterisk
          {...field(`${path}.PostalCode`)}
        />
      </Group>
      <TextInput label={t('address.city')} withAsterisk {...field(`${path}.City`)} />
      {fixedCountry ? (
        <div>
          <Text size="sm" fw={500}>
            {t('address.country')}
          </Text>
          <Text>{countryNames.of('NL')}</Text>
        </div>
      ) : (
        <Select
          label={t('address.country')}
          data={careCountries.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))}
          allowDeselect={false}
          withAsterisk
          {...field(`${path}.CountryCode`)}
        />
      )}
    </SimpleGrid>
  );
}
