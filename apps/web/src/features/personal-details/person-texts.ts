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
