/** Calendar arithmetic on ISO dates (yyyy-MM-dd), as plain strings so no time zone can shift a day. */

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The same calendar day `years` years earlier; 29 February becomes 28 February in a common year. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const targetYear = year - years;
  const targetDate = month === 2 && date === 29 && !isLeapYear(targetYear) ? 28 : date;
  return `${pad(targetYear, 4)}-${pad(month)}-${pad(targetDate)}`;
}

/** Completed years of age on `day` for someone born on `birthDate`. */
export function ageOn(birthDate: string, day: string): number {
  const [birthYear, birthMonthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(5)];
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

export const firstDayOfYear = (year: number): string => `${pad(year, 4)}-01-01`;
export const lastDayOfYear = (year: number): string => `${pad(year, 4)}-12-31`;

/** Days before an instant, for timestamps such as when terms were signed. */
export const daysBefore = (instant: Date, days: number): Date =>
  new Date(instant.getTime() - days * 86_400_000);
