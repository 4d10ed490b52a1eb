import { CURRENCY, DEFAULT_LOCALE, type Locale } from '../constants/locale.ts';
import { type ValidationResult, validatorMessages } from './messages.ts';
import { normalizedSchemaFrom } from './zod-check.ts';

/**
 * A euro amount as typed: up to 9 digits before an optional decimal comma (or point) with 1 or 2
 * decimals. No thousands separators, no sign.
 */
const moneyInputPattern = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/** '12,5' -> 1250, '0.07' -> 7; null when the text is not a valid amount. */
export function parseEuroToCents(value: string): number | null {
  const match = moneyInputPattern.exec(value.trim());
  if (!match) return null;
  const euros = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return euros * 100 + cents;
}

/** Amount required; digits with 1 or 2 optional decimals, at most 9 digits, not 0 (spec §5). */
export function validateMoneyInput(value: string): ValidationResult {
  if (value.trim() === '') return validatorMessages.requiredField;
  const cents = parseEuroToCents(value);
  return cents === null || cents === 0 ? validatorMessages.invalidInput : null;
}

const formatters = new Map<Locale, Intl.NumberFormat>();

/** 123456 -> '€ 1.234,56' (nl-NL, with a no-break space), or '€1,234.56' for en-US. */
export function formatCents(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    formatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/** Validates a typed amount and outputs it in cents. */
export const moneyInputSchema = normalizedSchemaFrom(
  validateMoneyInput,
  (value) => parseEuroToCents(value) ?? 0,
);
