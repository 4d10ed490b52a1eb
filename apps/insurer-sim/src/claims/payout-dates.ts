import {
  addBusinessDays,
  DECLARATION_HANDLING_WORKING_DAYS,
  type IsoDate,
  nextBusinessDay,
} from '@mijn/domain';

/**
 * The simulated claims department pays what it handled in the payment run of the next business
 * day: the one payout date, computed when the claim is handled and stored with the decision
 * (`declarations.paid_out_on`), which the screens, the letter and the e-mail all show (issue 34).
 */
export function paymentRunAfter(handledOn: IsoDate): IsoDate {
  return nextBusinessDay(handledOn);
}

/** The latest a claim received today is handled (the promised 10 working days). */
export function expectedHandledBy(receivedOn: IsoDate): IsoDate {
  return addBusinessDays(receivedOn, DECLARATION_HANDLING_WORKING_DAYS);
}
