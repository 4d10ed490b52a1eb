import type { IsoDate } from '../dates/iso-date.ts';

/**
 * How the cover of a year is asked for: `change` where someone on the agreement is insured in the
 * year, `request` (polis-aanvragen) where nobody is yet; a request starts from the cover the persons
 * had on the last day before the year (decision 0050).
 */
export const policyYearModes = ['change', 'request'] as const;
export type PolicyYearMode = (typeof policyYearModes)[number];

/** A policy's (or an agreement's) run; no end date is open-ended. */
export interface PolicyPeriod {
  startDate: IsoDate;
  endDate: IsoDate | null;
}

const lastDayBefore = (year: number): IsoDate => `${year - 1}-12-31`;

const runsOn = (period: PolicyPeriod, day: IsoDate) =>
  period.startDate <= day && (period.endDate === null || period.endDate >= day);

/** Whether a policy runs on some day of the year. */
export const runsInYear = (period: PolicyPeriod, year: number): boolean =>
  period.startDate <= `${year}-12-31` && (period.endDate === null || period.endDate >= `${year}-01-01`);

/** Whether a policy ran on 31 December of the year before: a request of the year continues it. */
export const runsOnEveOf = (period: PolicyPeriod, year: number): boolean =>
  runsOn(period, lastDayBefore(year));

/** `change` when a policy of the agreement runs in the year, else `request`. */
export function policyYearMode(policies: readonly PolicyPeriod[], year: number): PolicyYearMode {
  return policies.some((policy) => runsInYear(policy, year)) ? 'change' : 'request';
}

/**
 * Whether the agreement has ended for the year. A change: it ended before today or before the year
 * starts. A request: only when it stopped before 31 December of the year before, leaving a gap; one
 * that ran to that day (cancelled to switch insurers, then kept) continues into the year without one.
 */
export function hasAgreementEndedFor(
  agreementEnd: IsoDate | null,
  policyYear: number,
  today: IsoDate,
  mode: PolicyYearMode,
): boolean {
  if (agreementEnd === null) return false;
  if (mode === 'request') return agreementEnd < lastDayBefore(policyYear);
  return agreementEnd < today || agreementEnd < `${policyYear}-01-01`;
}

/**
 * Whether an agreement's year can be requested at all, whoever asks and whatever the day: nobody is
 * insured in it, somebody was on the day before it, and the agreement ran up to that day.
 */
export function isYearRequestable(
  agreement: PolicyPeriod,
  policies: readonly PolicyPeriod[],
  year: number,
): boolean {
  return (
    policyYearMode(policies, year) === 'request' &&
    policies.some((policy) => runsOnEveOf(policy, year)) &&
    !hasAgreementEndedFor(agreement.endDate, year, lastDayBefore(year), 'request')
  );
}
