import { currentLanguage } from './i18n.ts';

/**
 * Amounts and dates are shown in Dutch notation (spec §9: nl-NL, euro) whatever the language,
 * so an amount on screen always matches the one on the insurer's letters. A numeric date is
 * day-month-year (14-03-1980) in both languages, as the date fields take it (decision 0033).
 */
const locale = 'nl-NL';

/** Written-out dates keep the day first in English too: British English, not American. */
const longDateLocale = { 'nl-NL': 'nl-NL', 'en-US': 'en-GB' } as const;

const euro = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
const number = new Intl.NumberFormat(locale);

/** Integer euro cents as '€ 1.234,56'. */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100);
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return options ? new Intl.NumberFormat(locale, options).format(value) : number.format(value);
}

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare yyyy-MM-dd is a calendar date: read it as local midnight, not UTC.
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
}

/** A date as '14-03-1980'. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    toDate(value),
  );
}

/** A date written out in the current language: '14 maart 1980' or '14 March 1980'. */
export function formatLongDate(value: string | Date): string {
  return new Intl.DateTimeFormat(longDateLocale[currentLanguage()], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(toDate(value));
}

/** A time of day as '09:05'. */
export function formatTime(value: string | Date): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(toDate(value));
}

/** A phone number as a tel: link, digits and + only (088-9101000 becomes tel:0889101000). */
export const telHref = (phoneNumber: string): string => `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;

/** Items as one phrase in the current language: 'a, b en c' or 'a, b, and c'. */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(items);
}
