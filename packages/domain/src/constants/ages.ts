/** Ages in completed years (spec §6, §9). */
export const ADULT_AGE = 18;
/** From this age a co-insured has their own account and their data is private (spec §6). */
export const PRIVACY_AGE = 16;
/** Children are co-insured free of premium below this age. */
export const FREE_CO_INSURANCE_UNTIL_AGE = 18;
/** Dental cover is offered as new only from this age. */
export const DENTAL_OFFER_MIN_AGE = 18;
/** Mental-health mediation below this age is referred to a youth desk. */
export const YOUTH_DESK_BELOW_AGE = 18;
/** Fertility treatment rights end from this age (spec §5 care requests). */
export const FERTILITY_RIGHTS_END_AGE = 43;
