import type { InsuranceCardRequestResult } from '@mijn/contract';

/** The popups of spec §4 Physical card request outcomes, plus inactive insurance. */
export type RequestOutcome = 'accepted' | 'partially-accepted' | 'denied' | 'inactive';

export function requestOutcome(result: InsuranceCardRequestResult): RequestOutcome {
  const accepted = result.acceptedAgreementNumbers.length > 0;
  const refused = result.deniedAgreementNumbers.length > 0 || result.inactiveCustomerNumbers.length > 0;
  if (accepted) return refused ? 'partially-accepted' : 'accepted';
  return result.deniedAgreementNumbers.length > 0 ? 'denied' : 'inactive';
}
