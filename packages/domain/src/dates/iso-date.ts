/**
 * Calendar arithmetic on ISO `yyyy-MM-dd` strings. Everything runs in UTC so a date never shifts
 * with the time zone of the browser or server.
 */
export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The parts of a real calendar date, or undefined for anything else (2023-02-29, 2024-13-01, '1-1-2024'). */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = isoDatePattern.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

export function isIsoDate(value: string): value is IsoDate {
  return parseIsoDate(value) !== undefined;
}

function requireIsoDate(value: string): CalendarDate {
  const parts = parseIsoDate(value);
  if (!parts) throw new RangeError(`Not an ISO date (yyyy-MM-dd): ${value}`);
  return parts;
}

function toUtcMs(value: IsoDate): number {
  const { year, month, day } = requireIsoDate(value);
  return Date.UTC(year, month - 1, day);
}

/** The UTC calendar date of an instant, e.g. `now()` on the server. */
export function toIsoDate(instant: Date): IsoDate {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(toUtcMs(date) + days * dayMs));
}

/** Calendar days from one date to another: 1 from a day to the next, negative backwards. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / dayMs);
}

/** Adds calendar months, clamping to the month's last day (2024-01-31 + 1 month = 2024-02-29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(day, lastDay));
  return toIsoDate(firstOfTarget);
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** Negative when a is before b, 0 when equal, positive after. ISO dates compare as text. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
