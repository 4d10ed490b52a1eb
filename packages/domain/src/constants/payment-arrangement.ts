/** Payment arrangements and arrears (spec §5, §9). Money in euro cents. */
export const PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS = 5_000;
export const PAYMENT_ARRANGEMENT_MIN_TERM_CENTS = 2_500;
export const PAYMENT_ARRANGEMENT_MIN_TERMS = 2;
export const PAYMENT_ARRANGEMENT_MAX_TERMS = 12;
/** Reflection and cool-off period. */
export const REFLECTION_PERIOD_DAYS = 14;
/** Arrears are signalled early to the municipality within this window of days. */
export const EARLY_SIGNALLING_ARREARS_DAYS = { min: 30, max: 100 } as const;
/** The unpaid-bill tip: wait this long before acting on a bill that looks unpaid. */
export const UNPAID_BILL_WAIT_WORKING_DAYS = 3;
/**
 * The first term of an arrangement falls after the reflection period and at most this many days
 * later (a choice of ours, decision 0039: the spec sets no latest start).
 */
export const PAYMENT_ARRANGEMENT_START_WINDOW_DAYS = 30;
