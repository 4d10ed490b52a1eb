/**
 * Seated patient transport (zittend ziekenvervoer, DOMAIN.md): what the transport is for, how the
 * patient travels, and what the basic insurance pays. One place for the figures the request form,
 * its confirmation letter and claim handling show or use (decision 0034).
 */

/**
 * What the transport is for, asked first: the legal entitlements (kidney dialysis, chemotherapy or
 * radiotherapy, wheelchair, visual impairment) and anything else under the hardship clause.
 */
export const seatedTransportPurposes = [
  'kidney-dialysis',
  'oncology',
  'wheelchair',
  'visually-impaired',
  'hardship-clause',
] as const;
export type SeatedTransportPurpose = (typeof seatedTransportPurposes)[number];

/** Treatments whose transport is a legal entitlement without a further situation block. */
export const treatmentPurposes: readonly SeatedTransportPurpose[] = ['kidney-dialysis', 'oncology'];

/** How the patient travels, asked once for the whole request. */
export const seatedTransportTravelModes = ['own-car', 'driven', 'public-transport', 'taxi'] as const;
export type SeatedTransportTravelMode = (typeof seatedTransportTravelModes)[number];

/** Own car (also when someone else drives): euro cents per kilometre, a return trip counts twice. */
export const OWN_CAR_CENTS_PER_KM = 34;

/** The legal own contribution (eigen bijdrage) for seated transport per calendar year, in euro cents. */
export const SEATED_TRANSPORT_YEARLY_OWN_CONTRIBUTION_CENTS = 11_300;

/** Public transport is paid at the fare of this class. */
export const PUBLIC_TRANSPORT_CLASS = 2;

/** The short reference of a request ("ZV-2026-00123"): prefix, year and a five-digit number. */
export const SEATED_TRANSPORT_REFERENCE_PATTERN = /^ZV-\d{4}-\d{5,}$/;

export function seatedTransportReference(year: number, serial: number): string {
  return `ZV-${year}-${String(serial).padStart(5, '0')}`;
}

/** The contract situation whose block a purpose fills; dialysis and oncology need only the centre. */
export const situationOfPurpose = {
  'kidney-dialysis': 'all-other',
  oncology: 'all-other',
  wheelchair: 'wheelchair',
  'visually-impaired': 'visually-impaired',
  'hardship-clause': 'hardship-clause',
} as const satisfies Record<SeatedTransportPurpose, string>;

/**
 * The answers of the travel-ability cascade (spec §3) that a travel mode stands for: being driven
 * in a car is own transport; a taxi is asked only when public transport is not possible.
 */
export const travelAnswersOf = {
  'own-car': { CanTravelOwn: true },
  driven: { CanTravelOwn: true },
  'public-transport': { CanTravelOwn: false, CanTravelPublic: true },
  taxi: { CanTravelOwn: false, CanTravelPublic: false, CanOnlyTravelCab: true },
} as const satisfies Record<
  SeatedTransportTravelMode,
  { CanTravelOwn: boolean; CanTravelPublic?: boolean; CanOnlyTravelCab?: boolean }
>;
