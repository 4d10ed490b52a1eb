import { approvedSeatedTransportOn } from '../care-requests/seated-transport-approval.ts';
import { approvedTreatmentAbroadOn } from '../care-requests/treatment-abroad-approval.ts';
import type { InsurerDatabase } from '../db/database.ts';
import { type ClaimLines, isEntitledTransport } from './claim-lines.ts';

/** The dates of `dates` that an approval covers. */
async function approvedDates(
  dates: readonly string[],
  approvalOn: (day: string) => Promise<unknown | null>,
): Promise<Set<string>> {
  const approved = new Set<string>();
  for (const day of new Set(dates)) {
    if (await approvalOn(day)) approved.add(day);
  }
  return approved;
}

/**
 * The claim's dates prior approval covers: for transport that needs it, an approved seated-transport
 * request; abroad, an approved treatment-abroad request in the claim's country (decision 0056).
 */
export function priorApprovalDates(
  db: InsurerDatabase,
  customerNumber: string,
  claim: ClaimLines,
): Promise<Set<string>> {
  const dates = claim.activities.map((activity) => activity.date);
  const treatment = claim.transportTreatment;
  if (claim.kind === 'transport' && !(treatment && isEntitledTransport(treatment))) {
    return approvedDates(dates, (day) => approvedSeatedTransportOn(db, customerNumber, day));
  }
  const country = claim.countryCode;
  if (claim.kind === 'abroad' && country !== undefined) {
    return approvedDates(dates, (day) => approvedTreatmentAbroadOn(db, customerNumber, country, day));
  }
  return Promise.resolve(new Set<string>());
}
