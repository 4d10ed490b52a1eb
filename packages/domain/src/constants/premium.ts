/** Premiums, payment and policy-change rules (spec §9). Money in euro cents. */
export const PAPER_MAIL_COST_CENTS_PER_MONTH = 125;
export const INVOICE_BY_POST_SURCHARGE_CENTS = 150;
export const PAYMENT_TERMS_MONTHS = [1, 3, 6, 12] as const;
export type PaymentTermMonths = (typeof PAYMENT_TERMS_MONTHS)[number];
/** Paying a year's premium at once; the actual percentage is also delivered with the data. */
export const YEARLY_PAYMENT_DISCOUNT_PERCENT = 1;
export const DAMAGE_INSURANCE_DISCOUNT_PERCENT = 15;
/** Premium is collected on this day of the month, or the business day before (the Friday in a weekend). */
export const PREMIUM_COLLECTION_DAY_OF_MONTH = 28;
/** A change made before this day of the month applies to the next month. */
export const CHANGE_APPLIES_NEXT_MONTH_BEFORE_DAY = 10;
/**
 * The premium run invoices a payment-term period on this day of the month before it: the day a
 * change stops applying to the next month, so every change made before it is in the invoice.
 */
export const PREMIUM_INVOICE_DAY_OF_MONTH = CHANGE_APPLIES_NEXT_MONTH_BEFORE_DAY;
/** Cover for the year can be changed until 31 January of that year. */
export const POLICY_CHANGE_DEADLINE = { month: 1, day: 31 } as const;
/** Next year's premiums are published and offered from this day of the year on (decision 0009). */
export const OFFER_OPENS_ON = { month: 11, day: 1 } as const;
/** Invoices shown: invoice year at least the current year minus this. */
export const INVOICE_YEARS_SHOWN = 2;
