import {
  COLLECTION_AGENCY_DAYS_AFTER_SUMMONS,
  DUNNING_LETTER_PAYMENT_DAYS,
  NOTICE_DAYS_AFTER_REMINDER,
  REMINDER_DAYS_AFTER_DUE,
  SUMMONS_DAYS_AFTER_NOTICE,
  SUMMONS_PAYMENT_DAYS,
} from '../constants/dunning.ts';
import { addDays, type IsoDate } from '../dates/iso-date.ts';
import { invoiceStatus } from '../invoice-status.ts';

export type DunningStepName = 'reminder' | 'notice' | 'summons' | 'collectionAgency';

export interface DunningStep {
  name: DunningStepName;
  from: number;
  to: number;
  /** Days after the step before was taken (after the due date, for the first step). */
  afterDays: number;
  /** What the step's letter gives the reader to pay; the agency's letter sets no term of its own. */
  paymentDays: number | null;
}

/** The arrears path of spec §4, one letter per step; costs are charged only after the summons' term. */
export const dunningSteps: readonly DunningStep[] = [
  {
    name: 'reminder',
    from: invoiceStatus.open,
    to: invoiceStatus.reminder,
    afterDays: REMINDER_DAYS_AFTER_DUE,
    paymentDays: DUNNING_LETTER_PAYMENT_DAYS,
  },
  {
    name: 'notice',
    from: invoiceStatus.reminder,
    to: invoiceStatus.notice,
    afterDays: NOTICE_DAYS_AFTER_REMINDER,
    paymentDays: DUNNING_LETTER_PAYMENT_DAYS,
  },
  {
    name: 'summons',
    from: invoiceStatus.notice,
    to: invoiceStatus.summons,
    afterDays: SUMMONS_DAYS_AFTER_NOTICE,
    paymentDays: SUMMONS_PAYMENT_DAYS,
  },
  {
    name: 'collectionAgency',
    from: invoiceStatus.summons,
    to: invoiceStatus.collectionAgency,
    afterDays: COLLECTION_AGENCY_DAYS_AFTER_SUMMONS,
    paymentDays: null,
  },
];

/** Statuses the arrears path moves on from; any other (arrangement, debt relief, paid, ...) it leaves alone. */
export const dunnableStatuses: readonly number[] = dunningSteps.map((step) => step.from);

/** The step an invoice at `status` takes next, if it is on the path. */
export function nextDunningStep(status: number): DunningStep | undefined {
  return dunningSteps.find((step) => step.from === status);
}

/**
 * The step due on `today` for an invoice at `status` whose current stage began on `since` (the day
 * its last step was taken, or its due date while it is open); undefined when nothing is due yet.
 */
export function dueDunningStep(status: number, since: IsoDate, today: IsoDate): DunningStep | undefined {
  const step = nextDunningStep(status);
  return step && addDays(since, step.afterDays) <= today ? step : undefined;
}

/**
 * The day an invoice reached `status` if nobody paid and every step was taken on time: where the
 * day a step was taken is not known (an invoice put on the path by hand), its stage is counted from here.
 */
export function scheduledDunningDate(dueDate: IsoDate, status: number): IsoDate {
  let day = dueDate;
  for (const step of dunningSteps) {
    if (step.from === status) return day;
    day = addDays(day, step.afterDays);
  }
  return day;
}

/** The last day a step's letter gives to pay, or null for a letter that sets no term. */
export function dunningPayBy(step: DunningStep, takenOn: IsoDate): IsoDate | null {
  return step.paymentDays === null ? null : addDays(takenOn, step.paymentDays);
}
