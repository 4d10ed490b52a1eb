import { yearOf } from '../dates/insurer-calendar.ts';
import { policyChangeWindow } from '../policy-change/mutability.ts';

/** The year whose offer is open on `today` (from OFFER_OPENS_ON, decision 0009), or null outside the offer season. */
export function openOfferYear(today: string): number | null {
  const nextYear = yearOf(today) + 1;
  return today >= policyChangeWindow(nextYear).opensOn ? nextYear : null;
}

/** Years a customer may look at: any past year and this one, the next only once its offer is open. */
export function isYearVisible(year: number, today: string): boolean {
  const thisYear = yearOf(today);
  return year <= thisYear || year === openOfferYear(today);
}
