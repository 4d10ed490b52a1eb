import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n.ts';
import type { ContractForm } from '../use-contract-form.ts';

interface AddressFieldProps {
  /** `field` of the form's `useContractForm`. */
  field: ContractForm<Record<string, unknown>>['field'];
  /** The address's form path, e.g. 'Transport.To'. */
  path: string;
  /** The countries to choose from (value: ISO 3166 code); with `fixedCountry` none is asked. */
  countries?: readonly { value: string; label: string }[];
  /** A country the address is always in: shown, not asked (spec §9 care instances of 'all other'). */
  fixedCountry?: string;
  /** The contract's name of the country code beside the other parts. */
  countryName?: 'Country' | 'CountryCode';
  /** Ask for a house number addition ('HouseNumberAddition'). */
  withAddition?: boolean;
}

/**
 * An address as the contract names its parts: postal code (a Dutch one checked by the contract,
 * spec §5), house number and addition, street, city and country.
 */
export function AddressField({
  field,
  path,
  countries = [],
  fixedCountry,
  countryName = 'Country',
  withAddition = false,
}: AddressFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: withAddition ? 3 : 2 }} spacing="md">
        <TextInput
          label={t('address.postal-code')}
          description={t('address.postal-code-example')}
          withAsterisk
          maxLength={10}
          autoComplete="off"
          {...field(`${path}.PostalCode`)}
        />
        <TextInput
          label={t('address.house-number')}
          withAsterisk
          inputMode="numeric"
          maxLength={5}
          {...field(`${path}.HouseNumber`)}
        />
        {withAddition && (
          <TextInput label={t('address.addition')} maxLength={10} {...field(`${path}.HouseNumberAddition`)} />
        )}
      </SimpleGrid>
      <TextInput label={t('address.street')} withAsterisk maxLength={100} {...field(`${path}.Street`)} />
      <TextInput label={t('address.city')} withAsterisk maxLength={100} {...field(`${path}.City`)} />
      {fixedCountry === undefined ? (
        <NativeSelect
          label={t('address.country')}
          withAsterisk
          data={[...countries]}
          {...field(`${path}.${countryName}`)}
        />
      ) : (
        <div>
          <Text size="sm" fw={500}>
            {t('address.country')}
          </Text>
          <Text>
            {new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(fixedCountry) ?? fixedCountry}
          </Text>
        </div>
      )}
    </Stack>
  );
}
