import type { CustomerSummary } from '@mijn/contract';
import { type ActingUser, mayActFor } from '@mijn/domain';

/**
 * Whom the user may claim for (spec §6): always themselves; the main insured (H) also for
 * co-insured under 16. Others of 16 and over claim with their own account.
 */
export function claimableCustomers(
  customers: readonly CustomerSummary[],
  user: ActingUser,
): CustomerSummary[] {
  return customers.filter((customer) => mayActFor(user, customer));
}

/**
 * Whether the main insured's household has co-insured of 16 and over whom the wizard leaves out:
 * they claim with their own account, and the wizard says so (spec §6 privacy).
 */
export function leavesOutOlderChildren(customers: readonly CustomerSummary[], user: ActingUser): boolean {
  return (
    user.role === 'H' &&
    customers.some((customer) => customer.role === 'M' && customer.is16AndOlder && !mayActFor(user, customer))
  );
}

/** Whom a claim can be for, as the wizard shows it. */
export type Claimant = Pick<CustomerSummary, 'customerNumber' | 'firstName' | 'prefix' | 'lastName'>;
