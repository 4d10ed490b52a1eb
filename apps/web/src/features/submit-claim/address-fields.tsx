import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { CustomerDetails } from '@mijn/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { transportCountries } from './countries.ts';
import { type ClaimForm, useFieldProps } from './form-context.ts';

type HomeAddress = CustomerDetails['address'];

interface AddressFieldsProps {
  form: ClaimForm;
  side: 'From' | 'To';
  legend: string;
  home: HomeAddress | undefined;
}

function fillHome(form: ClaimForm, base: string, home: HomeAddress) {
  form.setFieldValue(`${base}.Street`, home.street);
  form.setFieldValue(`${base}.HouseNumber`, String(home.houseNumber));
  form.setFieldValue(`${base}.HouseNumberAddition`, home.houseNumberAddition ?? '');
  form.setFieldValue(`${base}.PostalCode`, home.zipCode);
  form.setFieldValue(`${base}.City`, home.city);
  form.setFieldValue(`${base}.Country`, home.country.length === 2 ? home.country.toUpperCase() : 'NL');
}

/** A from or to address of a transport claim; 'my home address' fills it from the person's details. */
export function AddressFields({ form, side, legend, home }: AddressFieldsProps) {
  const { t } = useTranslation('submit-claim');
  const field = useFieldProps(form);
  const base = `Transport.${side}`;
  const address = form.values.Transport[side];

  // The home address arrives after the form opened with the home flag already on.
  useEffect(() => {
    if (address.IsHome && home && address.Street === '' && address.PostalCode === '')
      fillHome(form, base, home);
  }, [address.IsHome, address.Street, address.PostalCode, home, form, base]);

  const homeProps = field(`${base}.IsHome`, 'checkbox');
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="md">
        <Checkbox
          {...homeProps}
          label={t('transport.is-home')}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            form.setFieldValue(`${base}.IsHome`, checked);
            if (checked && home) fillHome(form, base, home);
          }}
        />
        <TextInput
          label={t('transport.name')}
          description={t('transport.name-help')}
          maxLength={100}
          {...field(`${base}.Name`)}
        />
        <NativeSelect
          label={t('transport.country')}
          withAsterisk
          data={transportCountries(currentLanguage())}
          {...field(`${base}.Country`)}
        />
        <SimpleGrid cols={{ base: 2 }} spacing="md">
          <TextInput
            label={t('transport.postal-code')}
            withAsterisk
            maxLength={10}
            autoComplete="off"
            {...field(`${base}.PostalCode`)}
          />
          <TextInput
            label={t('transport.house-number')}
            withAsterisk
            inputMode="numeric"
            maxLength={5}
            {...field(`${base}.HouseNumber`)}
          />
        </SimpleGrid>
        <TextInput label={t('transport.addition')} maxLength={10} {...field(`${base}.HouseNumberAddition`)} />
        <TextInput label={t('transport.street')} withAsterisk maxLength={100} {...field(`${base}.Street`)} />
        <TextInput label={t('transport.city')} withAsterisk maxLength={100} {...field(`${base}.City`)} />
      </Stack>
    </Fieldset>
  );
}
