import {
  addBusinessDays,
  DECLARATION_HANDLING_WORKING_DAYS,
  type IsoDate,
  nextBusinessDay,
} from '@mijn/domain';

/**
 * The simulated claims department pays what it handled in the payment run of the next business
 * day. The promise on the confirmation and the date the claim job records both come from here.
 */
export function paymentRunAfter(handledOn: IsoDate): IsoDate {
  return nextBusinessDay(handledOn);
}

/** The latest a claim received today is handled (the promised 10 working days). */
export function expectedHandledBy(receivedOn: IsoDate): IsoDate {
  return addBusinessDays(receivedOn, DECLARATION_HANDLING_WORKING_DAYS);
}

/** The latest a claim received today is paid out: the payment run after the promised handling date. */
export function expectedPayoutBy(receivedOn: IsoDate): IsoDate {
  return paymentRunAfter(expectedHandledBy(receivedOn));
}
