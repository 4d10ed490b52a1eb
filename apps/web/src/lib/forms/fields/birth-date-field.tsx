import type { TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field.tsx';
import { formatDateTyping } from './typed-birth-date.ts';

interface BirthDateFieldProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A birth date: the date field with the dashes typed for the user, digits on a phone's keypad, and
 * the browser's own fill-in (autocomplete bday). Checked by `typedBirthDateSchema`.
 */
export function BirthDateField({ value = '', onChange, ...props }: BirthDateFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <DateField
      label={t('birth-date.label')}
      description={t('birth-date.description')}
      inputMode="numeric"
      autoComplete="bday"
      {...props}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(formatDateTyping(event.currentTarget.value))
      }
    />
  );
}
