/**
 * The codes a claim form sends and the core handles (spec §3 Submit claim, Transport claim, Seated
 * patient transport request). Screens translate each code; the core maps care types to cover.
 */

/** What kind of Dutch care a bill is for; the core decides cover and excess per type. */
export const careTypes = [
  'general-practitioner',
  'hospital',
  'pharmacy',
  'mental-health',
  'physiotherapy',
  'dental',
  'glasses-and-lenses',
  'alternative-medicine',
  'maternity',
  'medical-aids',
] as const;
export type CareType = (typeof careTypes)[number];

/** The treatment a transport claim travelled for. */
export const transportTreatmentTypes = [
  'dialysis',
  'chemotherapy',
  'radiotherapy',
  'hospital-visit',
  'rehabilitation',
  'other',
] as const;
export type TransportTreatmentType = (typeof transportTreatmentTypes)[number];

export const travelTypes = ['own', 'public', 'taxi'] as const;
export type TravelType = (typeof travelTypes)[number];

/** Extra costs of one trip (spec §3 trips: ferry, toll or tunnel). */
export const extraCostTypes = ['ferry', 'toll', 'tunnel'] as const;
export type ExtraCostType = (typeof extraCostTypes)[number];

/** Seated patient transport (zittend ziekenvervoer) situations, spec §3. */
export const seatedTransportSituations = [
  'wheelchair',
  'visually-impaired',
  'hardship-clause',
  'all-other',
] as const;
export type SeatedTransportSituation = (typeof seatedTransportSituations)[number];

export const seatedTransportRequestTypes = ['first-request', 'extension'] as const;
export type SeatedTransportRequestType = (typeof seatedTransportRequestTypes)[number];

/** Units of a hardship care instance: spec §3 says unit key 2 means month. */
export const periodUnits = { week: 1, month: 2 } as const;
export type PeriodUnit = (typeof periodUnits)[keyof typeof periodUnits];

export const distanceUnits = ['m', 'km'] as const;
export type DistanceUnit = (typeof distanceUnits)[number];
