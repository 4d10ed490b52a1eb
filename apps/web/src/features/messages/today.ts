import { type IsoDate, localDateTime } from '@mijn/domain';

/** Today in the insurer's time zone: the message box years count from it. */
export function today(now: Date = new Date()): IsoDate {
  return localDateTime(now).date;
}
