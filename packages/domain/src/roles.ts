import { PRIVACY_AGE } from './constants/ages.ts';
import { type PermissionCode, permissionCodes } from './permissions.ts';

/** H main insured (policyholder), P partner, M co-insured (spec §6). */
export const roles = ['H', 'P', 'M'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/**
 * What only the policyholder may do: the policy, the payment data, the family's composition and
 * the money owed (spec §6, DOMAIN.md Privacy). See docs/decisions/0005-role-permissions.md. Reading
 * payment details (r-pay-det) is everyone's: the screen then finds no agreement whose payment
 * details a partner or co-insured may see and says so (decision 0040).
 */
export const policyholderOnlyPermissions = [
  'u-ins',
  'u-pay-det',
  'c-ins-per',
  'c-pay-arr',
  'r-inv',
  'r-pre',
] as const satisfies readonly PermissionCode[];

/**
 * The insurance-right check is for insured people who live abroad (spec §2 verzekeringsrecht);
 * someone living in the Netherlands has nothing to check.
 */
export const livingAbroadPermissions = [
  'r-insurance-right',
  'c-insurance-right',
] as const satisfies readonly PermissionCode[];

/** Never granted by a role; an operator grants it by hand. */
export const notGrantedByRole = ['admin'] as const satisfies readonly PermissionCode[];

const withheld = (codes: readonly PermissionCode[]) => {
  const excluded = new Set<PermissionCode>(codes);
  return permissionCodes.filter((code) => !excluded.has(code));
};

const policyholderDefaults = withheld(notGrantedByRole);
const coInsuredDefaults = withheld([...notGrantedByRole, ...policyholderOnlyPermissions]);

/**
 * The permission codes an account holder of this role gets by default. Below the privacy age of
 * 16 a co-insured has no account of their own (the main insured acts for them), so no codes at all.
 */
export function rolePermissions(
  role: Role,
  options: { age: number; livesAbroad?: boolean },
): readonly PermissionCode[] {
  if (role !== 'H' && options.age < PRIVACY_AGE) return [];
  const defaults = role === 'H' ? policyholderDefaults : coInsuredDefaults;
  if (options.livesAbroad) return defaults;
  const abroadOnly = new Set<PermissionCode>(livingAbroadPermissions);
  return defaults.filter((code) => !abroadOnly.has(code));
}
