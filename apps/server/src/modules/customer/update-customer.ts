import { randomUUID } from 'node:crypto';
import type { CustomerDetails, UpdateCustomerBody } from '@mijn/contract';
import { fullName, insurerToday, validatorMessages } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { profileOf } from './customer-details.ts';
import { changeOf, toCustomerDetails } from './customer-wire.ts';

type Update = z.output<typeof UpdateCustomerBody>;

/**
 * POST Customer/UpdateCustomer: the user's own details, or those of a child under 16 they act for
 * (spec §6). The insurer refuses a new registered name and a move abroad (decision 0041): the first
 * refusal is named as the form's field.
 */
export async function updateCustomer(
  ctx: Pick<AppContext, 'insurer' | 'clock'> & { accessTokens: AccessTokenIssuer },
  auth: AccessAuth,
  update: Update,
): Promise<{ customer: CustomerDetails; accessToken: string; movedAlong: string[] }> {
  const today = insurerToday(ctx.clock.now());
  const customerNumber = update.customerNumber ?? auth.user.customerNumber;
  const changed = await ctx.insurer.customers.changeDetails(
    changeOf(viewerOf(auth), today, customerNumber, update),
    { key: randomUUID() },
  );
  if (isRefusal(changed)) {
    if (changed.refused === 'renamed') {
      throw inputRefused(`body.${changed.detail.field}`, validatorMessages.nameSpellingOnly);
    }
    if (changed.refused === 'moving-abroad') {
      throw inputRefused('body.address.country', validatorMessages.movingAbroad);
    }
    throw new HttpError(403, serverMessages.forbidden);
  }
  return {
    movedAlong: changed.movedAlong.map((child) => fullName(child)),
    customer: toCustomerDetails(await profileOf(ctx, auth, today, customerNumber), today),
    // The token carries the user's name and, by the country, the rights of someone living abroad.
    accessToken: await ctx.accessTokens.renew(auth),
  };
}
