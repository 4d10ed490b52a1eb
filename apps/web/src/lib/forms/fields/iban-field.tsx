import type { TextInputProps } from '@mantine/core';
import { giveIbanCheck, inputMasks, validateIban } from '@mijn/domain';
import { MaskedInput } from './masked-input.tsx';

// A typed IBAN is checked with ibantools (about 5 KiB as sent), which comes with this field and not
// with every screen whose contract holds an IBAN schema (decision 0097). The domain's `iban.ts` hands
// its check over as it loads; the domain declares no side effects, so the web's build keeps that
// module only where one of its names is used: here.
giveIbanCheck(validateIban);

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
