import { useTranslation } from 'react-i18next';
import { abroadCountries } from '../../lib/countries.ts';
import { AddressField, type ContractForm } from '../../lib/forms/index.ts';
import type { TreatmentAbroadFormValues } from './form-model.ts';

/** An address abroad: any country but the Netherlands, chosen by its name. */
export function AbroadAddressField({
  request,
  path,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  path: string;
}) {
  const { t, i18n } = useTranslation('treatment-abroad');
  const countries = [
    { value: '', label: t('choose-country') },
    ...abroadCountries(i18n.language).filter((country) => country.value !== 'NL'),
  ];
  return <AddressField field={request.field} path={path} countryName="CountryCode" countries={countries} />;
}
