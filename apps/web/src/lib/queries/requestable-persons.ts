import type { CustomerSummary } from '@mijn/contract';
import { mayActFor } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../session/index.ts';
import { insuredTodayQuery } from './insured-people.ts';

/**
 * Who the user may ask care requests for (spec §6): themselves, and as main insured also each
 * co-insured under 16. Older co-insured use their own account.
 */
export function requestablePersons(
  customers: readonly CustomerSummary[],
  user: SessionUser,
): CustomerSummary[] {
  return customers.filter((customer) => mayActFor(user, customer));
}

/** The insured today the user may ask a care request for (seated transport, treatment abroad). */
export function useRequestablePersons(user: SessionUser | null) {
  return useQuery({
    ...insuredTodayQuery({ enabled: user !== null }),
    select: (customers) => (user === null ? [] : requestablePersons(customers, user)),
  });
}
