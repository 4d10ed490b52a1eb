import type { CustomerSummary } from '@mijn/contract';
import { ADULT_AGE, ageOn, is16AndOlder, type Role } from '@mijn/domain';
import type { customers } from '../db/schema.ts';

type Person = Pick<
  typeof customers.$inferSelect,
  'customerNumber' | 'initials' | 'prefix' | 'firstName' | 'lastName' | 'birthDate' | 'gender'
>;

/** A person as the pickers and the policy overview show them; ages as of today. */
export function customerSummary(customer: Person, role: Role, today: string): CustomerSummary {
  const age = ageOn(customer.birthDate, today);
  return {
    customerNumber: customer.customerNumber,
    initials: customer.initials,
    prefix: customer.prefix,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.birthDate,
    gender: customer.gender,
    role,
    isAdult: age >= ADULT_AGE,
    is16AndOlder: is16AndOlder(customer.birthDate, today),
  };
}

const roleOrder: Record<Role, number> = { H: 0, P: 1, M: 2 };

/** The user first, then the policyholder, partner and co-insured, oldest first. */
export function byUserThenFamily(user: string) {
  return (a: CustomerSummary, b: CustomerSummary): number =>
    Number(b.customerNumber === user) - Number(a.customerNumber === user) ||
    roleOrder[a.role] - roleOrder[b.role] ||
    a.birthDate.localeCompare(b.birthDate);
}
