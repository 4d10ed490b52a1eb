import type { CareType, TransportTreatmentType } from '@mijn/domain';
import type { Benefit, ClaimActivity } from './adjudicate.ts';
import { entitledTransportTreatments } from './tariffs.ts';

export type ClaimKind = 'inland' | 'abroad' | 'transport';

/** What a claim asks for, in euro, as the declaration row and the rules need it. */
export interface ClaimLines {
  kind: ClaimKind;
  /** The declaration's care type: a domain care type code, or 'abroad' / 'transport'. */
  careType: CareType | 'abroad' | 'transport';
  careProvider: string;
  treatmentDate: string;
  lastTreatmentDate: string | null;
  activities: ClaimActivity[];
  totalCents: number;
  /** Transport: the treatment the trips were for. */
  transportTreatment?: TransportTreatmentType;
  /** Abroad: the country of the care (ISO 3166 alpha-2), where a prior approval must hold. */
  countryCode?: string;
}

export function isEntitledTransport(treatment: TransportTreatmentType): boolean {
  return (entitledTransportTreatments as readonly string[]).includes(treatment);
}

/**
 * The benefit the rules judge a claim as. Transport: every trip date is approved for a treatment
 * that is a legal entitlement; otherwise only the dates an approved request covers. Abroad: the
 * dates an approved treatment-abroad request covers in the claim's country.
 */
export function benefitOf(claim: ClaimLines, approvedDates: ReadonlySet<string>): Benefit {
  if (claim.kind === 'transport') {
    const treatment = claim.transportTreatment;
    const entitled = treatment !== undefined && isEntitledTransport(treatment);
    return {
      kind: 'transport',
      approvedDates: entitled ? new Set(claim.activities.map((activity) => activity.date)) : approvedDates,
    };
  }
  if (claim.kind === 'abroad') return { kind: 'abroad', approvedDates };
  return { kind: 'care', careType: claim.careType as CareType };
}
