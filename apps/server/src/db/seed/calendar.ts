/** Calendar arithmetic on ISO dates (yyyy-MM-dd), as plain strings so no time zone can shift a day. */

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export const firstDayOfYear = (year: number): string => `${pad(year, 4)}-01-01`;
export const lastDayOfYear = (year: number): string => `${pad(year, 4)}-12-31`;

/** Days before an instant, for timestamps such as when terms were signed. */
export const daysBefore = (instant: Date, days: number): Date =>
  new Date(instant.getTime() - days * 86_400_000);
