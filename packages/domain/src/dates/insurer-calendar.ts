import type { IsoDate } from './iso-date.ts';

/** The insurer works on Dutch time: "today" and "this year" are its calendar's, not UTC's nor the browser's. */
export const INSURER_TIME_ZONE = 'Europe/Amsterdam';

/** A local calendar day and time of day. */
export interface LocalDateTime {
  date: IsoDate;
  /** 'HH:mm' */
  time: string;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The date and time of day of an instant in a time zone, by default the insurer's. */
export function localDateTime(instant: Date, timeZone = INSURER_TIME_ZONE): LocalDateTime {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The insurer's calendar day at an instant: the day rules such as ages, terms and deadlines count from. */
export function insurerToday(instant: Date): IsoDate {
  return localDateTime(instant).date;
}

/** The calendar year of an ISO date. */
export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** The insurer's calendar year at an instant. */
export function insurerYear(instant: Date): number {
  return yearOf(insurerToday(instant));
}
