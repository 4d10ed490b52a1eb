/** Seated-transport and care-request limits of spec §5. */
export const DISTANCE_LIMITS = { m: { min: 1, max: 1000 }, km: { min: 1, max: 400 } } as const;
export const TIMES_PER_PERIOD_LIMITS = { week: { min: 1, max: 7 }, month: { min: 1, max: 31 } } as const;
export const SHORT_DURATION_MONTHS = { min: 1, max: 12 } as const;
export const MIN_HARDSHIP_DESTINATIONS_WHEN_MULTIPLE = 2;
/** Care requests may start at most this far ahead, and end at most this far after today. */
export const CARE_REQUEST_START_MAX_YEARS_AHEAD = 1;
export const CARE_REQUEST_END_MAX_YEARS_AHEAD = 2;
/** Visual acuity as written on an eye report: 0.9, 0.05, 1.0. */
export const VISION_VALUE_PATTERN = /^\d(?:[.,]\d{1,2})?$/;
