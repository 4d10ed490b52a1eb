import type { CustomerDetails } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { type Profile, toCustomerDetails } from './customer-wire.ts';

/** The profile of the user, or of the person they ask for if they may see them (spec §6); 403 otherwise. */
export async function profileOf(
  { insurer }: Pick<AppContext, 'insurer'>,
  auth: AccessAuth,
  today: string,
  requested: string | undefined,
): Promise<Profile> {
  const profile = await insurer.customers.profile({
    viewer: viewerOf(auth),
    onDay: today,
    customerNumber: requested ?? auth.user.customerNumber,
  });
  if (isRefusal(profile)) throw new HttpError(403, serverMessages.forbidden);
  return profile;
}

/** GET Customer/GetCustomerDetails: a person with address and contact info, the BSN masked. */
export async function getCustomerDetails(
  ctx: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  requested: string | undefined,
): Promise<CustomerDetails> {
  const today = insurerToday(ctx.clock.now());
  return toCustomerDetails(await profileOf(ctx, auth, today, requested), today);
}

/** The full BSN, for exactly whom the details answer; whose it was, for the audit line. */
export async function revealSocialSecurityNumber(
  ctx: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  requested: string | undefined,
): Promise<{ customerNumber: string; socialSecurityNumber: string }> {
  const profile = await profileOf(ctx, auth, insurerToday(ctx.clock.now()), requested);
  return { customerNumber: profile.customerNumber, socialSecurityNumber: profile.bsn };
}
