import type { CustomerDetails } from '@mijn/contract';
import { familyName } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';

/** The words for a person's details, on the overview and the edit screen alike. */
export function usePersonTexts() {
  const { t } = useTranslation('personal-details');
  const none = t('none');
  return {
    t,
    orNone: (value: string | null) => (value === null || value === '' ? none : value),
    gender: (gender: CustomerDetails['gender']) => t(`gender.${gender}`),
    country: (code: string) =>
      new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code,
    birthName: (person: Pick<CustomerDetails, 'prefixMaidenName' | 'maidenName'>) =>
      person.maidenName ? familyName({ prefix: person.prefixMaidenName, lastName: person.maidenName }) : none,
  };
}

/** "Tulpstraat 7a" and "1055 TX Amsterdam": a Dutch postal code written with its space, as on a letter. */
export function addressLines(address: CustomerDetails['address']): [string, string] {
  const addition = address.houseNumberAddition ?? '';
  // A single letter joins the number (7a); a longer addition stands apart (7 bis, 7 2-hoog).
  const house = /^\p{L}?$/u.test(addition)
    ? `${address.houseNumber}${addition}`
    : `${address.houseNumber} ${addition}`;
  const zipCode = /^\d{4}[A-Z]{2}$/.test(address.zipCode)
    ? `${address.zipCode.slice(0, 4)} ${address.zipCode.slice(4)}`
    : address.zipCode;
  return [`${address.street} ${house}`, `${zipCode} ${address.city}`];
}
