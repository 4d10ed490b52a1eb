import { PREMIUM_COLLECTION_DAY_OF_MONTH } from '../constants/premium.ts';
import { dutchHolidays } from './holidays.gen.ts';
import { addDays, dayOfWeek, type IsoDate, isWeekend, parseIsoDate } from './iso-date.ts';

export { HOLIDAY_YEARS } from './holidays.gen.ts';

const holidayNames = new Map<string, string>(dutchHolidays);

/** The Dutch public holiday on this date, if any. Outside 2024-2047 nothing is known. */
export function holidayOn(date: IsoDate): string | undefined {
  return holidayNames.get(date);
}

/**
 * Monday to Friday and not a Dutch public holiday. Dates outside the holiday table (2024-2047)
 * count only weekends: nothing in the portal looks that far back or ahead.
 */
export function isBusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && !holidayNames.has(date);
}

/**
 * Moves n business days from `date` (backwards when n is negative). The start date itself does
 * not count, so adding 1 to a Friday gives the next Monday. Adding 0 returns the date unchanged.
 */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Business days must be a whole number: ${n}`);
  const step = n < 0 ? -1 : 1;
  let current = date;
  for (let remaining = Math.abs(n); remaining > 0; ) {
    current = addDays(current, step);
    if (isBusinessDay(current)) remaining--;
  }
  return current;
}

/** The first business day after `date`. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  return addBusinessDays(date, 1);
}

/** The date itself when it is a business day, else the first one after it. */
export function sameOrNextBusinessDay(date: IsoDate): IsoDate {
  return isBusinessDay(date) ? date : nextBusinessDay(date);
}

/** The date itself when it is a business day, else the last one before it. */
export function sameOrPreviousBusinessDay(date: IsoDate): IsoDate {
  return isBusinessDay(date) ? date : addBusinessDays(date, -1);
}

/** The premium collection date of a month: the 28th, or the Friday before when it is a weekend. */
export function premiumCollectionDate(year: number, month: number): IsoDate {
  const date = `${year}-${String(month).padStart(2, '0')}-${PREMIUM_COLLECTION_DAY_OF_MONTH}`;
  if (!parseIsoDate(date)) throw new RangeError(`No such month: ${year}-${month}`);
  const weekday = dayOfWeek(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, -2);
  return date;
}
