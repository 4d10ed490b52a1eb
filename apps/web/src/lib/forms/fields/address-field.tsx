import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n.ts';
import type { ContractForm } from '../use-contract-form.ts';
import { PostalCodeField } from './identifier-fields.tsx';

/** What a contract calls each part of an address. */
export interface AddressPartNames {
  postalCode: string;
  houseNumber: string;
  addition: string;
  street: string;
  city: string;
  country: string;
}

/** The parts as the forms of spec §7 send them (Street, PostalCode, ...). */
const formPartNames: AddressPartNames = {
  postalCode: 'PostalCode',
  houseNumber: 'HouseNumber',
  addition: 'HouseNumberAddition',
  street: 'Street',
  city: 'City',
  country: 'Country',
};

/** The parts as spec §3 Address names them (street, zipCode, ...): a customer's own address. */
export const customerAddressPartNames: AddressPartNames = {
  postalCode: 'zipCode',
  houseNumber: 'houseNumber',
  addition: 'houseNumberAddition',
  street: 'street',
  city: 'city',
  country: 'country',
};

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
  /** The contract's names of all parts, when they are not those of the spec §7 forms. */
  partNames?: AddressPartNames;
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
  partNames = { ...formPartNames, country: countryName },
  withAddition = false,
}: AddressFieldProps) {
  const { t } = useTranslation('forms');
  const name = (part: keyof AddressPartNames) => `${path}.${partNames[part]}`;
  // The Dutch example only where the address can be Dutch: abroad it would mislead.
  const mayBeDutch =
    fixedCountry === undefined
      ? countries.length === 0 || countries.some((c) => c.value === 'NL')
      : fixedCountry === 'NL';
  // The Dutch mask only where the address is Dutch: another country's postal code has its own shape.
  const isDutch = (fixedCountry ?? field(name('country')).value) === 'NL';
  const postalCode = {
    label: t('address.postal-code'),
    description: mayBeDutch ? t('address.postal-code-example') : undefined,
    withAsterisk: true,
    ...field(name('postalCode')),
  };
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: withAddition ? 3 : 2 }} spacing="md">
        {isDutch ? (
          <PostalCodeField {...postalCode} />
        ) : (
          <TextInput maxLength={10} autoComplete="off" {...postalCode} />
        )}
        <TextInput
          label={t('address.house-number')}
          withAsterisk
          inputMode="numeric"
          maxLength={5}
          {...field(name('houseNumber'))}
        />
        {withAddition && (
          <TextInput label={t('address.addition')} maxLength={10} {...field(name('addition'))} />
        )}
      </SimpleGrid>
      <TextInput label={t('address.street')} withAsterisk maxLength={100} {...field(name('street'))} />
      <TextInput label={t('address.city')} withAsterisk maxLength={100} {...field(name('city'))} />
      {fixedCountry === undefined ? (
        <NativeSelect
          label={t('address.country')}
          withAsterisk
          data={[...countries]}
          {...field(name('country'))}
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
