import { type CareType, OWN_CAR_CENTS_PER_KM } from '@mijn/domain';

/**
 * The fixed numbers of claim handling (decision 0011). Real insurers take these from tariff tables
 * per provider and medicine; this portal keeps one documented value each.
 */

/** Own car per kilometre: the one figure in @mijn/domain the seated-transport form shows too. */
export { OWN_CAR_CENTS_PER_KM };

/** Care abroad is paid up to the Dutch tariff, taken as this share (per mille) of the foreign bill. */
export const ABROAD_DUTCH_TARIFF_PER_MILLE = 800;

/** Part (per mille) of a pharmacy bill above the GVS reimbursement limit: the customer's own contribution. */
export const GVS_SHARE_PER_MILLE = 100;

/** Maternity care's legal own contribution per hour, taken as this share (per mille) of the bill. */
export const MATERNITY_OWN_CONTRIBUTION_PER_MILLE = 100;

/** Yearly maximum of a supplementary or dental product whose row has none. */
export const DEFAULT_SUPPLEMENTARY_MAXIMUM_CENTS = 25_000;

/** Care types paid by the supplementary cover (AP and the employer packages), not by basic. */
export const supplementaryCareTypes: readonly CareType[] = [
  'physiotherapy',
  'glasses-and-lenses',
  'alternative-medicine',
];

/** Basic care without excess (DOMAIN.md): the GP and maternity care. */
export const excessFreeCareTypes: readonly CareType[] = ['general-practitioner', 'maternity'];

/** Transport for these treatments is a legal entitlement; any other needs an approved request. */
export const entitledTransportTreatments = ['dialysis', 'chemotherapy', 'radiotherapy'] as const;

/** Dutch names of the care types, for activities, letters and rejection reasons. */
export const careTypeNamesNl: Record<CareType, string> = {
  'general-practitioner': 'Huisarts',
  hospital: 'Ziekenhuiszorg',
  pharmacy: 'Geneesmiddelen (apotheek)',
  'mental-health': 'Geestelijke gezondheidszorg',
  physiotherapy: 'Fysiotherapie',
  dental: 'Tandarts',
  'glasses-and-lenses': 'Brillen en contactlenzen',
  'alternative-medicine': 'Alternatieve geneeswijzen',
  maternity: 'Kraamzorg',
  'medical-aids': 'Hulpmiddelen',
};
