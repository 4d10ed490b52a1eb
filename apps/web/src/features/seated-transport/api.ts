import { type CustomerSummary, contract, type SeatedPatientTransportFields } from '@mijn/contract';
import { mayActFor } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { insuredTodayQuery } from '../../lib/queries/index.ts';
import { callEndpoint } from '../../lib/query/index.ts';
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
