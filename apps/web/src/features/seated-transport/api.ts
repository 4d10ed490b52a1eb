import { type CustomerSummary, contract, type SeatedPatientTransportFields } from '@mijn/contract';
import { mayActFor, validatePostalCode } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { insuredTodayQuery } from '../../lib/queries/index.ts';
import { callEndpoint, contractQuery } from '../../lib/query/index.ts';
import type { SessionUser } from '../../lib/session/index.ts';

/**
 * Who the user may request transport for (spec §6): themselves, and as main insured also each
 * co-insured under 16. Older co-insured use their own account.
 */
export function requestablePersons(
  customers: readonly CustomerSummary[],
  user: SessionUser,
): CustomerSummary[] {
  return customers.filter((customer) => mayActFor(user, customer));
}

export function useRequestablePersons(user: SessionUser | null) {
  return useQuery({
    ...insuredTodayQuery({ enabled: user !== null }),
    select: (customers) => (user === null ? [] : requestablePersons(customers, user)),
  });
}

/** POST SeatedPatientTransport: the text fields flattened by the contract's names, the files as Files. */
export function submitSeatedTransport(body: SeatedPatientTransportFields, files: readonly File[]) {
  return callEndpoint(
    contract.seatedPatientTransport.request,
    { body, files },
    { customErrorHandling: true },
  );
}

/** The postal code and house number, once both are complete enough to look up; else null. */
export function lookupInput(postalCode: string, houseNumber: string) {
  const code = postalCode.replace(/\s/g, '').toUpperCase();
  const number = Number(houseNumber.trim());
  if (validatePostalCode(code) !== null || !Number.isInteger(number) || number < 1) return null;
  return { postalCode: code, houseNumber: number };
}

/** GET Address/Lookup: street and town of a postal code and house number (address null: not found). */
export function useAddressLookup(input: ReturnType<typeof lookupInput>) {
  return useQuery({
    ...contractQuery(
      contract.address.lookup,
      { query: input ?? { postalCode: '', houseNumber: 0 } },
      { enabled: input !== null, customErrorHandling: true },
    ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
