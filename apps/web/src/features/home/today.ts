import { type IsoDate, localDateTime } from '@mijn/domain';

/** Today in the insurer's time zone: the calendar day every date rule of the home screen uses. */
export function today(now: Date = new Date()): IsoDate {
  return localDateTime(now).date;
}
