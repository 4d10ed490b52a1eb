import { friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import { giveIbanCheck, normalizeIban } from './iban-schema.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';

/**
 * Spec §5: spaces ignored, uppercase letters and digits only, the length of the country (NL 18,
 * BE 16, DE 22 ...), and mod-97. ibantools also checks each country's account-number format.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  return /^[A-Z0-9]+$/.test(iban) && isValidIBAN(iban);
}

/** Empty passes: whether an IBAN is required is a separate rule. */
export function validateIban(value: string): ValidationResult {
  if (normalizeIban(value) === '') return null;
  return isValidIban(value) ? null : validatorMessages.validIban;
}

/** 'NL91ABNA0417164300' -> 'NL91 ABNA 0417 1643 00'. */
export function formatIban(value: string): string {
  return friendlyFormatIBAN(normalizeIban(value)) ?? value;
}

/**
 * Only the country, check digits and the last 4 characters shown, in groups of four, as the portal
 * shows an account on file: NL91ABNA0417164300 -> 'NL91 **** **** **43 00'.
 */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban).toUpperCase();
  const hidden = compact.length - 8;
  const masked = `${compact.slice(0, 4)}${'*'.repeat(Math.max(0, hidden))}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

// The contract's IBAN schema (`iban-schema.ts`) checks with this once this module has loaded.
giveIbanCheck(validateIban);
