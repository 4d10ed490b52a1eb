/** Excess (eigen risico) per calendar year, in euro cents (spec §9). */
export const MANDATORY_EXCESS_CENTS = 38_500;
/** The voluntary excess a customer can add on top of the mandatory one (product type OW). */
export const VOLUNTARY_EXCESS_OPTIONS_CENTS = [0, 50_000] as const;
export const MAX_VOLUNTARY_EXCESS_CENTS = 50_000;
export const MAX_TOTAL_EXCESS_CENTS = MANDATORY_EXCESS_CENTS + MAX_VOLUNTARY_EXCESS_CENTS;
/** The own contribution for medicines (GVS) is capped per calendar year (DOMAIN.md: ~250 euro). */
export const GVS_YEARLY_CAP_CENTS = 25_000;
