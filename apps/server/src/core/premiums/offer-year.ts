import { yearOf } from '@mijn/domain';

/** Next year's premiums are published and offered from this day of the year on (decision 0009). */
export const OFFER_OPENS_ON = { month: 11, day: 1 } as const;

/** The year whose offer is open on `today`, or null outside the offer season. */
export function openOfferYear(today: string): number | null {
  const year = yearOf(today);
  const opens = `${year}-${String(OFFER_OPENS_ON.month).padStart(2, '0')}-${String(OFFER_OPENS_ON.day).padStart(2, '0')}`;
  return today >= opens ? year + 1 : null;
}

/** Years a customer may look at: any past year and this one, the next only once its offer is open. */
export function isYearVisible(year: number, today: string): boolean {
  const thisYear = yearOf(today);
  return year <= thisYear || year === openOfferYear(today);
}
