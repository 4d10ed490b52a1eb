/** Physical insurance card (zorgpas) requests (spec §4, §9). */
export const CARD_DELIVERY_WORKING_DAYS = 10;
/** A new card request is denied when one was requested within this many months. */
export const CARD_REPEAT_REQUEST_BLOCK_MONTHS = 3;
