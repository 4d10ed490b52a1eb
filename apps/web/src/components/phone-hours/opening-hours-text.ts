import type { OpeningHoursOfDay } from '@mijn/domain';

/** Monday first, as a Dutch week is read. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** The name of a weekday (0 Sunday) in a language, from a fixed week in January 2024 (Monday the 1st). */
export function weekdayName(dayOfWeek: number, language: string): string {
  const date = new Date(Date.UTC(2024, 0, dayOfWeek === 0 ? 7 : dayOfWeek, 12));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

export interface HoursLine {
  /** Weekdays this line covers, e.g. [1, 2, 3, 4, 5]. */
  days: number[];
  hours: Pick<OpeningHoursOfDay, 'startTime' | 'endTime'> | null;
}

/**
 * The week as lines to read: consecutive days with the same hours are joined ('maandag t/m
 * vrijdag'), closed days say so.
 */
export function hoursLines(week: readonly OpeningHoursOfDay[]): HoursLine[] {
  const lines: HoursLine[] = [];
  for (const day of weekOrder) {
    const found = week.find((entry) => entry.dayOfWeek === day && entry.startTime < entry.endTime);
    const hours = found ? { startTime: found.startTime, endTime: found.endTime } : null;
    const last = lines.at(-1);
    const same =
      last !== undefined &&
      (last.hours === null
        ? hours === null
        : hours !== null && last.hours.startTime === hours.startTime && last.hours.endTime === hours.endTime);
    if (same) last.days.push(day);
    else lines.push({ days: [day], hours });
  }
  return lines;
}
