import { TextInput, type TextInputProps } from '@mantine/core';
import { formatIban, validateIban } from '@mijn/domain';
import type { ChangeEvent, FocusEvent } from 'react';

/** The longest IBAN (31, Malta) in groups of four, with room for other spacing people type. */
const IBAN_INPUT_MAX_LENGTH = 42;

interface IbanFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * An IBAN (spec §5): typed as people have it, spaces allowed; a valid one is shown in groups of four
 * once the person leaves the field ('NL91 ABNA 0417 1643 00'). The schema (domain `ibanSchema`)
 * checks the country's length and mod-97 and sends it without spaces.
 */
export function IbanField({ value = '', onChange, onBlur, ...props }: IbanFieldProps) {
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={IBAN_INPUT_MAX_LENGTH}
      withAsterisk
      {...props}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (value.trim() !== '' && validateIban(value) === null) onChange?.(formatIban(value));
        onBlur?.(event);
      }}
    />
  );
}
