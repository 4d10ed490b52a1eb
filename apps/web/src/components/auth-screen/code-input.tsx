import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

interface CodeInputProps extends TextInputProps {
  length: number;
  numeric?: boolean;
}

/** A one-time code field: wide letter spacing, the right keyboard on phones, and pasting from an SMS. */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { length, numeric = false, ...props },
  ref,
) {
  return (
    <TextInput
      ref={ref}
      autoComplete="one-time-code"
      autoCapitalize={numeric ? 'off' : 'characters'}
      inputMode={numeric ? 'numeric' : 'text'}
      spellCheck={false}
      maxLength={length}
      size="md"
      withAsterisk
      styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums', maxWidth: '12rem' } }}
      {...props}
    />
  );
});
