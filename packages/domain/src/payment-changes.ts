import { CHANGE_APPLIES_NEXT_MONTH_BEFORE_DAY, type PaymentTermMonths } from './constants/premium.ts';
import { addMonths, type IsoDate, parseIsoDate } from './dates/iso-date.ts';
import { premiumPeriodStart } from './invoices/premium-calendar.ts';
import type { PaymentMethod } from './payment-methods.ts';

/** What a customer may choose for their premium; BOR (employer) and TPS (intermediary) are arranged by others. */
export const customerPaymentMethods = [
  'DirectDebit',
  'iDeal',
  'Mail',
] as const satisfies readonly PaymentMethod[];
export type CustomerPaymentMethod = (typeof customerPaymentMethods)[number];

export function isCustomerPaymentMethod(method: string): method is CustomerPaymentMethod {
  return (customerPaymentMethods as readonly string[]).includes(method);
}

/**
 * The first day a change of how the premium is paid applies to, when made on `today`: the first of
 * next month, or of the month after when made on or after the 10th (spec §9), because the next
 * month's premium is prepared from then on.
 */
export function paymentChangeStartsOn(today: IsoDate): IsoDate {
  const day = parseIsoDate(today)?.day ?? 1;
  return addMonths(premiumPeriodStart(today, 1), day < CHANGE_APPLIES_NEXT_MONTH_BEFORE_DAY ? 1 : 2);
}

/** Premium periods follow the calendar: quarters start in January, April, July and October. */
export function startsTermPeriod(date: IsoDate, term: PaymentTermMonths): boolean {
  return premiumPeriodStart(date, term) === date;
}

/**
 * When a change from one payment term to another starts: the first month the change may apply to
 * that starts a period of both terms, so a period already paid is never cut short (a yearly payer
 * changes per 1 January). The terms divide each other, so the longer term's periods decide.
 */
export function paymentTermChangeStartsOn(
  today: IsoDate,
  from: PaymentTermMonths,
  to: PaymentTermMonths,
): IsoDate {
  const longer: PaymentTermMonths = from > to ? from : to;
  let start = paymentChangeStartsOn(today);
  while (!startsTermPeriod(start, longer)) start = addMonths(start, 1);
  return start;
}
