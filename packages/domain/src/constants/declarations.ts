/** Claims (declaraties), spec §5 and §9. Money in euro cents. */
export const DECLARATION_MAX_AGE_YEARS = 3;
export const ORIGINAL_INVOICE_RETENTION_YEARS = 1;
export const MAX_DIGITAL_CLAIM_CENTS = 200_000;
export const DECLARATION_HANDLING_WORKING_DAYS = 10;
export const MIN_TRIPS = 1;
export const MAX_TRIPS = 20;
/** Seated transport for the visually impaired: field of vision below this many degrees. */
export const FIELD_OF_VISION_THRESHOLD_DEGREES = 20;
