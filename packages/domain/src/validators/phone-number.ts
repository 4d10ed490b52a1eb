import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { givePhoneRules } from './phone-number-schema.ts';
import { normalizedSchemaFrom } from './zod-check.ts';

const formattingCharacters = /[\s\-().]/g;
const E164_MIN_LENGTH = 10;
const E164_MAX_LENGTH = 15;
const DUTCH_E164_LENGTH = 12;
/** libphonenumber's Dutch mobile range without the 097 machine-to-machine numbers. */
const dutchMobileNationalNumber = /^6[1-58]\d{7}$/;

function stripFormatting(value: string): string {
  return value.replace(formattingCharacters, '');
}

/**
 * The number in E.164 (`+31612345678`), or null when it cannot be a phone number. A number without
 * a country code is read as Dutch, and 0031 as +31.
 */
export function normalizePhoneNumber(value: string, defaultCountry: CountryCode = 'NL'): string | null {
  const cleaned = stripFormatting(value).replace(/^00/, '+');
  if (!/^\+?\d+$/.test(cleaned)) return null;
  const parsed = parsePhoneNumberFromString(cleaned, defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Any country (spec §5): digits and + only, with a country code, 10 to 15 characters in E.164,
 * exactly 12 for +31.
 */
export function validatePhoneNumber(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.phoneNumberRequired;
  const normalized = normalizePhoneNumber(value);
  if (normalized === null) return validatorMessages.phoneNumberInvalid;
  if (normalized.length < E164_MIN_LENGTH || normalized.length > E164_MAX_LENGTH) {
    return validatorMessages.phoneNumberInvalid;
  }
  if (normalized.startsWith('+31') && normalized.length !== DUTCH_E164_LENGTH) {
    return validatorMessages.phoneNumberInvalid;
  }
  return null;
}

/** A Dutch mobile number (06 ...), where SMS codes are sent. */
export function validateDutchMobileNumber(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.phoneNumberRequired;
  return normalizeDutchMobileNumber(value) === null ? validatorMessages.mobileNumberInvalid : null;
}

/** '06-12 34 56 78', '+31 6 12345678' or '0031612345678' -> '+31612345678'; null if not a Dutch mobile. */
export function normalizeDutchMobileNumber(value: string): string | null {
  const normalized = normalizePhoneNumber(value, 'NL');
  if (normalized === null || !normalized.startsWith('+31')) return null;
  return dutchMobileNationalNumber.test(normalized.slice(3)) ? normalized : null;
}

/** Maximum characters the input accepts, before formatting: 10 for 06 numbers, 12 for +31, else 15. */
export function phoneNumberInputMaxLength(value: string): number {
  const cleaned = stripFormatting(value);
  if (cleaned.startsWith('06')) return 10;
  if (cleaned.startsWith('+31')) return 12;
  return 15;
}

const significant = /[0-9+]/;

/**
 * What a phone field keeps of what is typed or pasted (spec §5): digits, a '+' in front, and the
 * spaces, dashes, dots and brackets people write between them; digits past the maximum for how the
 * number starts (`phoneNumberInputMaxLength`) are left out.
 */
export function phoneNumberInputText(text: string): string {
  let kept = '';
  let number = '';
  for (const char of text) {
    if (significant.test(char)) {
      if (char === '+' && number !== '') continue;
      if (number.length >= phoneNumberInputMaxLength(number + char)) break;
      number += char;
      kept += char;
    } else if (/[\s\-().]/.test(char)) {
      kept += char;
    }
  }
  return kept;
}

/** Shows only the last four digits: '+31612345678' -> '******5678'. */
export function maskPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `******${digits.slice(-4)}`;
}

/** International display form of an E.164 number, e.g. '+31 6 12345678'. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Validates a Dutch mobile number and outputs it in E.164. */
export const dutchMobileNumberSchema = normalizedSchemaFrom(
  validateDutchMobileNumber,
  (value) => normalizeDutchMobileNumber(value) ?? value,
);

// The contract's phone schema (`phone-number-schema.ts`) checks with these once this module has loaded.
givePhoneRules({ validate: validatePhoneNumber, normalize: normalizePhoneNumber });
