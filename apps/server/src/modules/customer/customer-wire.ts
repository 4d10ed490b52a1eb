import type { CustomerDetails, UpdateCustomerBody } from '@mijn/contract';
import type { InsurerPort, Viewer } from '@mijn/insurer';
import type { z } from 'zod';
import { maskSocialSecurityNumber } from '../../auth/masking.ts';
import { customerSummary } from '../../core/customer-summary.ts';

type Port = InsurerPort['customers'];
export type Profile = Exclude<Awaited<ReturnType<Port['profile']>>, { refused: string }>;
export type Insured = Awaited<ReturnType<Port['insuredOfViewer']>>[number];
type Update = z.output<typeof UpdateCustomerBody>;

/** Spec §3 Customer with address and contact info; a person without a policy shows as a policyholder. */
export function toCustomerDetails(profile: Profile, today: string): CustomerDetails {
  return {
    ...customerSummary(profile, profile.role ?? 'H', today),
    // The full number is its own call, after the privacy popup (issue 34).
    socialSecurityNumber: maskSocialSecurityNumber(profile.bsn),
    maidenName: profile.maidenName,
    prefixMaidenName: profile.prefixMaidenName,
    address: profile.address,
    contactInfo: { email: profile.email, phoneNumber: profile.phoneNumber },
  };
}

/** The details a form sends, as the insurer's change of one person's names and address. */
export function changeOf(viewer: Viewer, onDay: string, customerNumber: string, update: Update) {
  return {
    viewer,
    onDay,
    customerNumber,
    names: {
      firstName: update.firstName,
      initials: update.initials,
      prefix: update.prefix,
      lastName: update.lastName,
      prefixMaidenName: update.prefixMaidenName,
      maidenName: update.maidenName,
    },
    address: update.address,
  };
}
