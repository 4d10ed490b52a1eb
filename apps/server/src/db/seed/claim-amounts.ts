import { ADULT_AGE, ageOn, type CareType, MANDATORY_EXCESS_CENTS } from '@mijn/domain';

/**
 * How the seed splits a handled treatment into reimbursed, excess, GVS and not covered. One
 * function, so the seed follows the claims core's rules (core/claims) rather than its own.
 */

export interface SeedCover {
  birthDate: string;
  /** Product types and yearly maxima the person carried that year. */
  hasBasic: boolean;
  voluntaryExcessCents: number;
  supplementary: { type: string; yearlyMaximumCents: number } | null;
  dental: { yearlyMaximumCents: number } | null;
}

/** What is left of a person's yearly limits while their treatments are handled in date order. */
export interface SeedYearState {
  excessRemaining: number;
  gvsRemaining: number;
  supplementaryRemaining: number;
  dentalRemaining: number;
}

export interface SeedSettlement {
  compensated: number;
  excess: number;
  gvs: number;
  notCovered: number;
  coverProductType: string;
  /** Dutch, when less than the whole bill was reimbursed for a reason other than excess or GVS. */
  reason: string | null;
}

const GVS_YEARLY_CAP_CENTS = 25_000;
const GVS_SHARE_PER_MILLE = 100;
const ABROAD_DUTCH_TARIFF_PER_MILLE = 800;
const supplementaryCareTypes: readonly CareType[] = [
  'physiotherapy',
  'glasses-and-lenses',
  'alternative-medicine',
];
const excessFreeCareTypes: readonly CareType[] = ['general-practitioner', 'maternity'];

/** The limits a person starts a year with; the age counts on 31 December or today, like the summary. */
export function startOfYear(cover: SeedCover, year: number, today: string): SeedYearState {
  const referenceDay = today < `${year}-12-31` ? today : `${year}-12-31`;
  const isAdult = ageOn(cover.birthDate, referenceDay) >= ADULT_AGE;
  return {
    excessRemaining: cover.hasBasic && isAdult ? MANDATORY_EXCESS_CENTS + cover.voluntaryExcessCents : 0,
    gvsRemaining: GVS_YEARLY_CAP_CENTS,
    supplementaryRemaining: cover.supplementary?.yearlyMaximumCents ?? 0,
    dentalRemaining: cover.dental?.yearlyMaximumCents ?? 0,
  };
}

const perMille = (cents: number, share: number) => Math.round((cents * share) / 1000);

/** Settles one treatment and lowers the year's remaining limits (mutates `state`). */
export function settleTreatment(
  cover: SeedCover,
  state: SeedYearState,
  treatment: { careType: CareType; declaredCents: number; treatmentDate: string; abroad: boolean },
): SeedSettlement {
  const { careType, declaredCents } = treatment;
  const isChild = ageOn(cover.birthDate, treatment.treatmentDate) < ADULT_AGE;
  const capped = (limit: number, type: string, missing: string): SeedSettlement => {
    const compensated = Math.min(limit, declaredCents);
    return {
      compensated,
      excess: 0,
      gvs: 0,
      notCovered: declaredCents - compensated,
      coverProductType: type,
      reason: compensated === declaredCents ? null : missing,
    };
  };

  if (supplementaryCareTypes.includes(careType)) {
    const limit = cover.supplementary ? state.supplementaryRemaining : 0;
    const settled = capped(
      limit,
      cover.supplementary?.type ?? 'AP',
      cover.supplementary
        ? 'Het maximum van uw aanvullende verzekering voor dit jaar is bereikt.'
        : 'U heeft geen aanvullende verzekering die deze zorg vergoedt.',
    );
    state.supplementaryRemaining -= settled.compensated;
    return settled;
  }
  if (careType === 'dental' && !isChild) {
    const limit = cover.dental ? state.dentalRemaining : 0;
    const settled = capped(
      limit,
      'TA',
      cover.dental
        ? 'Het maximum van uw tandartsverzekering voor dit jaar is bereikt.'
        : 'U heeft geen tandartsverzekering; tandartskosten van volwassenen vallen niet onder de basisverzekering.',
    );
    state.dentalRemaining -= settled.compensated;
    return settled;
  }

  // Basic insurance: abroad up to the Dutch tariff, the GVS part of medicines, then the excess.
  const tariff = treatment.abroad ? perMille(declaredCents, ABROAD_DUTCH_TARIFF_PER_MILLE) : declaredCents;
  const aboveTariff = declaredCents - tariff;
  const gvs =
    careType === 'pharmacy' ? Math.min(state.gvsRemaining, perMille(tariff, GVS_SHARE_PER_MILLE)) : 0;
  state.gvsRemaining -= gvs;
  const excessBearing = isChild || excessFreeCareTypes.includes(careType) ? 0 : tariff - gvs;
  const excess = Math.min(state.excessRemaining, excessBearing);
  state.excessRemaining -= excess;
  return {
    compensated: tariff - gvs - excess,
    excess,
    gvs,
    notCovered: aboveTariff,
    coverProductType: 'MB',
    reason: aboveTariff > 0 ? 'Zorg in het buitenland wordt vergoed tot het Nederlandse tarief.' : null,
  };
}
