import {
  PAYMENT_ARRANGEMENT_START_WINDOW_DAYS,
  REFLECTION_PERIOD_DAYS,
} from '../constants/payment-arrangement.ts';
import { isBusinessDay, sameOrNextBusinessDay, sameOrPreviousBusinessDay } from '../dates/business-days.ts';
import { addDays, addMonths, type IsoDate } from '../dates/iso-date.ts';

/** The days the first term may fall on, both included. */
export interface StartWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/**
 * The first term is collected after the 14-day reflection period (spec §9: nothing is taken while
 * the customer may still change their mind) and at most 30 days after it, on a business day.
 */
export function firstTermWindow(today: IsoDate): StartWindow {
  const reflectionEnds = addDays(today, REFLECTION_PERIOD_DAYS);
  return {
    earliest: sameOrNextBusinessDay(reflectionEnds),
    latest: sameOrPreviousBusinessDay(addDays(reflectionEnds, PAYMENT_ARRANGEMENT_START_WINDOW_DAYS)),
  };
}

export type StartIssue = 'start-too-early' | 'start-too-late' | 'start-not-business-day';

/** Whether the first term may fall on `start` when the arrangement is asked for today. */
export function startDateIssue(start: IsoDate, today: IsoDate): StartIssue | null {
  const { earliest, latest } = firstTermWindow(today);
  if (start < earliest) return 'start-too-early';
  if (start > latest) return 'start-too-late';
  if (!isBusinessDay(start)) return 'start-not-business-day';
  return null;
}

/**
 * The day term `index` (0-based) is collected: the first on the start date, each next one a month
 * later, moved to the next business day when that day is a weekend or a Dutch holiday.
 */
export function termDueDate(start: IsoDate, index: number): IsoDate {
  return sameOrNextBusinessDay(addMonths(start, index));
}
