import { useTranslation } from 'react-i18next';
import { DateField, type DateFieldProps } from './date-field.tsx';

/**
 * A birth date: the date field with the browser's own fill-in (autocomplete bday). Checked by
 * `typedBirthDateSchema`.
 */
export function BirthDateField(props: DateFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <DateField
      label={t('birth-date.label')}
      description={t('birth-date.description')}
      autoComplete="bday"
      {...props}
    />
  );
}
