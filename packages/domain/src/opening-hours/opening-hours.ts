import { holidayOn } from '../dates/business-days.ts';
import type { LocalDateTime } from '../dates/insurer-calendar.ts';
import { addDays, dayOfWeek, type IsoDate } from '../dates/iso-date.ts';

/** Opening hours of one weekday; dayOfWeek 0 is Sunday ... 6 Saturday, times 'HH:mm' local time. */
export interface OpeningHoursOfDay {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
}

export interface NextAvailableDate {
  availableDate: IsoDate;
  openingHours: OpeningHoursOfDay;
}

/** How far ahead to look: two weeks cover every run of holidays and weekends. */
const LOOKAHEAD_DAYS = 14;

/** The hours of that calendar day, or undefined when closed (no hours that weekday, or a Dutch holiday). */
export function openingHoursOn(
  hours: readonly OpeningHoursOfDay[],
  date: IsoDate,
): OpeningHoursOfDay | undefined {
  if (holidayOn(date)) return undefined;
  const weekday = dayOfWeek(date);
  return hours.find((day) => day.dayOfWeek === weekday && day.startTime < day.endTime);
}

/** Open at this moment: a day with hours, not a holiday, start <= time < end. */
export function isOpenNow(hours: readonly OpeningHoursOfDay[], at: LocalDateTime): boolean {
  const today = openingHoursOn(hours, at.date);
  return today !== undefined && today.startTime <= at.time && at.time < today.endTime;
}

/**
 * When the phone is answered next, for a need-help block that is closed now: later today when it
 * has not opened yet, else the first later day with hours that is not a Dutch holiday. Undefined
 * when open now or when nothing opens within two weeks.
 */
export function nextAvailableDate(
  hours: readonly OpeningHoursOfDay[],
  at: LocalDateTime,
): NextAvailableDate | undefined {
  if (isOpenNow(hours, at)) return undefined;
  const today = openingHoursOn(hours, at.date);
  if (today && at.time < today.startTime) return { availableDate: at.date, openingHours: today };
  for (let offset = 1; offset <= LOOKAHEAD_DAYS; offset++) {
    const date = addDays(at.date, offset);
    const open = openingHoursOn(hours, date);
    if (open) return { availableDate: date, openingHours: open };
  }
  return undefined;
}

/** The same hours Monday to Friday: a label's default week. */
export function weekdayHours(startTime: string, endTime: string): OpeningHoursOfDay[] {
  return [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));
}
