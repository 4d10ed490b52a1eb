import { TextInput, type TextInputProps } from '@mantine/core';
import { phoneNumberInputMaxLength } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

/** Spaces and dashes people type between the digits do not count against the maximum of spec §5. */
const formattingAllowance = 4;

/** A Dutch mobile number: 06 12345678, +31 6 12345678 or 0031 6 12345678. */
export function MobileNumberInput(props: TextInputProps & { value: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={t('fields.mobile-number')}
      description={t('fields.mobile-number-description')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      withAsterisk
      maxLength={phoneNumberInputMaxLength(props.value) + formattingAllowance}
      {...props}
    />
  );
}
