import { compareIsoDates, type IsoDate } from './dates/iso-date.ts';

/** Where a policy (or agreement) stands on a given day. */
export const policyStatuses = ['future', 'active', 'ended'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

/** A policy runs from its start date up to and including its end date; no end date means open-ended. */
export function policyStatusOn(
  period: { startDate: IsoDate; endDate: IsoDate | null },
  onDate: IsoDate,
): PolicyStatus {
  if (compareIsoDates(onDate, period.startDate) < 0) return 'future';
  if (period.endDate !== null && compareIsoDates(onDate, period.endDate) > 0) return 'ended';
  return 'active';
}
