import type { TextInputProps } from '@mantine/core';
import { inputMasks } from '@mijn/domain';
import { MaskedInput } from './masked-input.tsx';

interface IbanFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * An IBAN (spec §5): shown in groups of four with capitals while it is typed or pasted
 * ('NL91 ABNA 0417 1643 00'). The schema (domain `ibanSchema`) checks the country's length and
 * mod-97 and sends it without spaces.
 */
export function IbanField(props: IbanFieldProps) {
  return <MaskedInput mask={inputMasks.iban} autoCapitalize="characters" withAsterisk {...props} />;
}
