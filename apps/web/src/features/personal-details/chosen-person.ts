import { useNavigate, useSearch } from '@tanstack/react-router';
import { linkSearch } from '../../components/link-search.ts';

/** The query parameter naming whose details are shown: a child's customer number; none for the user. */
export const personParameter = 'klant';

/** The search of a link to a person's details: none for the user, else the child's customer number. */
export const personSearch = (customerNumber: string | undefined) =>
  linkSearch(customerNumber === undefined ? undefined : { [personParameter]: customerNumber });

/** Whose details the screen is about, and how to choose another; undefined is the user. */
export function useChosenPerson(): [string | undefined, (customerNumber: string | undefined) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  // The router reads a number-like search value as a number.
  const chosen = String(search[personParameter] ?? '');
  const choose = (customerNumber: string | undefined) =>
    void navigate({ to: '.', search: customerNumber ? { [personParameter]: customerNumber } : {} });
  return [/^\d{8}$/.test(chosen) ? chosen : undefined, choose];
}
