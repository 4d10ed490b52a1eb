import type { TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from './masked-input.tsx';
import { typedDateShape } from './typed-date.ts';

export interface DateFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A date typed as dd-mm-jjjj in one plain text field: quicker than a calendar, the same in every
 * browser and screen reader. The digits go on a phone's number pad and the mask types the dashes.
 * The form holds the text; `typedDateToInput` makes it the ISO day sent.
 */
export function DateField(props: DateFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <MaskedInput
      mask={typedDateShape}
      placeholder={t('date.placeholder')}
      inputMode="numeric"
      withAsterisk
      {...props}
    />
  );
}
