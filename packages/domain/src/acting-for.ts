import type { Role } from './roles.ts';

export interface ActingUser {
  customerNumber: string;
  role: Role;
}

/** A member of the user's household as the policy knows them. */
export interface HouseholdMember {
  customerNumber: string;
  role: Role;
  /** From 16 a person's data is theirs alone (spec §6 privacy, PRIVACY_AGE). */
  is16AndOlder: boolean;
}

/**
 * Who may act for whom (spec §6): everyone for themselves; the main insured (H) also for each
 * co-insured (M) under 16 on the agreement they hold. Co-insured of 16 and over, and partners,
 * use their own account. Which people are on the user's agreement is for the caller to know.
 */
export function mayActFor(user: ActingUser, member: HouseholdMember): boolean {
  if (member.customerNumber === user.customerNumber) return true;
  return user.role === 'H' && member.role === 'M' && !member.is16AndOlder;
}
