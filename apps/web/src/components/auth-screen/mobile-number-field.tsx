import { useTranslation } from 'react-i18next';
import { PhoneField, type PhoneFieldProps } from '../../lib/forms/index.ts';

/** SMS codes go to Dutch mobile numbers only, so there is no country to choose. */
const dutchOnly = ['NL'] as const;

/** A Dutch mobile number: 06 12345678, +31 6 12345678 or 0031 6 12345678. */
export function MobileNumberField(props: Omit<PhoneFieldProps, 'label' | 'description' | 'countries'>) {
  const { t } = useTranslation('auth');
  return (
    <PhoneField
      label={t('fields.mobile-number')}
      description={t('fields.mobile-number-description')}
      countries={dutchOnly}
      {...props}
    />
  );
}
