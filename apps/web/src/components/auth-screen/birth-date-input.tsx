import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTyping } from './birth-date.ts';

interface BirthDateInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A birth date typed as dd-mm-jjjj: one plain text field is quicker than a calendar for a date decades
 * ago, works with every screen reader and lets the browser fill it in (autocomplete bday).
 */
export function BirthDateInput({ value = '', onChange, ...props }: BirthDateInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.birth-date')}
      description={t('fields.birth-date-description')}
      placeholder={t('fields.birth-date-placeholder')}
      inputMode="numeric"
      autoComplete="bday"
      maxLength={10}
      withAsterisk
      {...props}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(formatDateTyping(event.currentTarget.value))
      }
    />
  );
}
