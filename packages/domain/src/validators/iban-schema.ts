import type { ValidationResult } from './messages.ts';
import { normalizedSchemaFrom } from './zod-check.ts';

/**
 * The check of `iban.ts`, which needs ibantools and its account formats of every country (about
 * 5 KiB as sent). The contract's schemas reach it through here, so a screen that only holds an IBAN
 * schema (home takes the claims contract for its tiles) does not download it: in the web it comes
 * with the IBAN field (decision 0097, as the phone rules in 0079).
 */
let check: ((value: string) => ValidationResult) | undefined;

/** `iban.ts` hands its check over as it loads. */
export function giveIbanCheck(given: (value: string) => ValidationResult): void {
  check = given;
}

/** Spaces are ignored; the rest is the electronic form. */
export function normalizeIban(value: string): string {
  return value.replace(/\s/g, '');
}

/**
 * Validates an IBAN and outputs its electronic form (no spaces). Empty passes without the check:
 * whether an IBAN is required is a separate rule, so a form may check its other fields first.
 */
export const ibanSchema = normalizedSchemaFrom((value) => {
  if (normalizeIban(value) === '') return null;
  if (check === undefined) throw new Error('An IBAN was checked before iban.ts loaded');
  return check(value);
}, normalizeIban);
