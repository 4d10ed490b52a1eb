import { Checkbox, Fieldset, Stack, TextInput } from '@mantine/core';
import type { CustomerDetails } from '@mijn/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressField, type ContractForm } from '../../lib/forms/index.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { ClaimFormValues } from './claim-form.ts';
import { transportCountries } from './countries.ts';

type HomeAddress = CustomerDetails['address'];
type ClaimForm = ContractForm<ClaimFormValues>['form'];

interface TransportAddressFieldsProps {
  claim: ContractForm<ClaimFormValues>;
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
export function TransportAddressFields({ claim, side, legend, home }: TransportAddressFieldsProps) {
  const { t } = useTranslation('submit-claim');
  const { form, field } = claim;
  const base = `Transport.${side}`;
  const address = form.values.Transport[side];

  // The home address arrives after the form opened with the home flag already on.
  useEffect(() => {
    if (address.IsHome && home && address.Street === '' && address.PostalCode === '')
      fillHome(form, base, home);
  }, [address.IsHome, address.Street, address.PostalCode, home, form, base]);

  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="md">
        <Checkbox
          {...field(`${base}.IsHome`, 'checkbox')}
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
        <AddressField
          field={field}
          path={base}
          countries={transportCountries(currentLanguage())}
          withAddition
        />
      </Stack>
    </Fieldset>
  );
}
