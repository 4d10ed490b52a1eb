/** Earlier years shown besides this year. */
const EARLIER_YEARS = 2;

/** The years to choose from: this year and the two before, newest first. */
export function yearChoices(thisYear: number): number[] {
  return Array.from({ length: EARLIER_YEARS + 1 }, (_, index) => thisYear - index);
}

export interface CareCostsSearch {
  year: number;
  /** The person asked for in the query string, or null for everyone. Still to be checked. */
  customerNumber: string | null;
}

/**
 * Reads ?year=2025&customerNumber=12345678 (spec §2: the query is passed on). The router parses a
 * numeric value to a number; a year outside the choices falls back to this year.
 */
export function readSearch(search: Record<string, unknown>, thisYear: number): CareCostsSearch {
  const year = Number(search.year);
  const customer = search.customerNumber;
  return {
    year: yearChoices(thisYear).includes(year) ? year : thisYear,
    customerNumber:
      (typeof customer === 'string' || typeof customer === 'number') && /^\d{8}$/.test(String(customer))
        ? String(customer)
        : null,
  };
}

/**
 * A value as the router's query parser reads it back: digits without a leading zero as a number,
 * so the address shows customerNumber=12345678 and not a quoted string.
 */
function asSearchValue(text: string): string | number {
  return /^[1-9]\d*$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/** The query string after a filter change, keeping every other parameter that came along. */
export function nextSearch(
  search: Record<string, unknown>,
  change: { year: number; customerNumber: string | null },
): Record<string, unknown> {
  const { customerNumber: _dropped, ...rest } = search;
  return {
    ...rest,
    year: change.year,
    ...(change.customerNumber === null ? {} : { customerNumber: asSearchValue(change.customerNumber) }),
  };
}

/**
 * The person whose declarations are shown: the one asked for when the user may see them (the user,
 * or someone in the list of visible people), else everyone. Asking for anyone else would be
 * refused with 403, which ends the session.
 */
export function chosenCustomer(
  requested: string | null,
  own: string,
  visible: readonly string[],
): string | null {
  if (requested === null) return null;
  return requested === own || visible.includes(requested) ? requested : null;
}
