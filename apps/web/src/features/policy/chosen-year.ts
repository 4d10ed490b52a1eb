import { useNavigate, useSearch } from '@tanstack/react-router';

/** The query parameter naming the year whose tab is open. */
export const yearParameter = 'jaar';

/**
 * The tab of the year the query names, when the overview has it, else this year's; choosing a tab
 * puts its year in the query. While next year's offer is still being asked, a later year asked for
 * stays chosen, so its tab opens as soon as it is there.
 */
export function useChosenYear(
  years: readonly number[],
  thisYear: number,
  offerPending: boolean,
): [string, (year: string) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  // The router reads a number-like search value as a number.
  const asked = Number(search[yearParameter]);
  const known = years.includes(asked) || (offerPending && asked > thisYear);
  const choose = (year: string) =>
    void navigate({ to: '.', search: { [yearParameter]: Number(year) }, replace: true });
  return [String(known ? asked : thisYear), choose];
}
