import { TextInput, type TextInputProps } from '@mantine/core';

/** A typed amount ("12,50"), as the contract's money input reads it; euro unless told. */
export function MoneyInput({ currency = 'EUR', ...props }: TextInputProps & { currency?: string }) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      maxLength={12}
      withAsterisk
      leftSectionWidth={currency === 'EUR' ? undefined : 48}
      leftSection={<span aria-hidden="true">{currency === 'EUR' ? '€' : currency}</span>}
      {...props}
    />
  );
}
