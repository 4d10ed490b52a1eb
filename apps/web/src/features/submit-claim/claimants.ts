import type { CustomerSummary } from '@mijn/contract';
import type { Role } from '@mijn/domain';

/**
 * Whom the user may claim for (spec §6): always themselves; the main insured (H) also for
 * co-insured under 16. Others of 16 and over claim with their own account.
 */
export function claimableCustomers(
  customers: readonly CustomerSummary[],
  user: { customerNumber: string; role: Role },
): CustomerSummary[] {
  return customers.filter(
    (customer) =>
      customer.customerNumber === user.customerNumber ||
      (user.role === 'H' && customer.role === 'M' && !customer.is16AndOlder),
  );
}

/** Whom a claim can be for, as the wizard shows it. */
export type Claimant = Pick<CustomerSummary, 'customerNumber' | 'firstName' | 'prefix' | 'lastName'>;

export function displayName(customer: Pick<CustomerSummary, 'firstName' | 'prefix' | 'lastName'>): string {
  return [customer.firstName, customer.prefix, customer.lastName].filter(Boolean).join(' ');
}
