/**
 * The arrears path of an unpaid invoice (spec §4 statuses open -> reminder -> notice -> summons ->
 * collection agency), in calendar days. Each letter gives 14 days to pay; the next step follows when
 * that time has passed, counted from the day the step before was taken (docs/decisions/0038).
 */
/** The reminder (herinnering) goes out three weeks after the due date. */
export const REMINDER_DAYS_AFTER_DUE = 21;
/** What a reminder or a notice gives the reader to pay. */
export const DUNNING_LETTER_PAYMENT_DAYS = 14;
/** The notice (aanmaning) the day after the reminder's 14 days. */
export const NOTICE_DAYS_AFTER_REMINDER = DUNNING_LETTER_PAYMENT_DAYS + 1;
/** The summons (sommatie) the day after the notice's 14 days. */
export const SUMMONS_DAYS_AFTER_NOTICE = DUNNING_LETTER_PAYMENT_DAYS + 1;
/**
 * The summons is the statutory 14-day letter (Wet incassokosten): 14 days from the day after it
 * arrives, which is a day after it is sent. Collection costs may be charged only after that.
 */
export const SUMMONS_PAYMENT_DAYS = 15;
/** The debt goes to the collection agency the day after the summons' term ran out. */
export const COLLECTION_AGENCY_DAYS_AFTER_SUMMONS = SUMMONS_PAYMENT_DAYS + 1;

/** A failed direct debit is tried once more, this many business days later. */
export const DIRECT_DEBIT_RETRY_BUSINESS_DAYS = 5;
/** After the retry failed too, the invoice is to be paid by transfer or iDEAL within this many days. */
export const PAY_AFTER_FAILED_DIRECT_DEBIT_DAYS = 14;
