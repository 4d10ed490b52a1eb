import type { TextInputProps } from '@mantine/core';
import { inputMasks } from '@mijn/domain';
import { MaskedInput } from './masked-input.tsx';

interface IdentifierFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  onChange?: (value: string) => void;
}

/** A burgerservicenummer: nine digits, on a phone's number pad. Checked by the domain's `bsnSchema`. */
export function BsnField(props: IdentifierFieldProps) {
  return <MaskedInput mask={inputMasks.bsn} inputMode="numeric" withAsterisk {...props} />;
}

/** A policy number: twelve digits in groups of four, as the policy overview shows it; spaces are not sent. */
export function PolicyNumberField(props: IdentifierFieldProps) {
  return <MaskedInput mask={inputMasks.policyNumber} inputMode="numeric" withAsterisk {...props} />;
}

/** A Dutch postal code: '1234 AB', the letters as capitals. The domain's `postalCodeSchema` drops the space. */
export function PostalCodeField(props: IdentifierFieldProps) {
  return <MaskedInput mask={inputMasks.postalCode} autoCapitalize="characters" {...props} />;
}
