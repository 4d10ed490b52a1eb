import type { CustomerDetails, UpdateCustomerBody } from '@mijn/contract';
import { insurerToday, renamedFields, validatorMessages } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { customers } from '../../db/schema.ts';
import { HttpError, inputRefused, serverMessages } from '../../http/http-error.ts';
import { detailsOf } from './customer-details.ts';

type Update = z.output<typeof UpdateCustomerBody>;
type Registered = typeof customers.$inferSelect;

/**
 * What the portal may not change (decision 0041): a registered name other than in its spelling (a
 * new name comes from the BRP through the municipality), and a move abroad, which changes the right
 * to Dutch insurance and goes through customer service. The first refusal is named.
 */
function refusal(registered: Registered, update: Update): HttpError | null {
  const [renamed] = renamedFields(registered, update);
  if (renamed) return inputRefused(`body.${renamed}`, validatorMessages.nameSpellingOnly);
  const { country } = update.address;
  if (country !== 'NL' && country !== registered.country) {
    return inputRefused('body.address.country', validatorMessages.movingAbroad);
  }
  return null;
}

/** POST Customer/UpdateCustomer: the user's own details, or those of a child under 16 they act for (spec §6). */
export function createCustomerUpdate(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens'>) {
  const { db, clock } = ctx;
  const accessTokens = createAccessTokenIssuer(ctx);

  return async function updateCustomer(
    auth: AccessAuth,
    update: Update,
  ): Promise<{ customer: CustomerDetails; accessToken: string }> {
    const today = insurerToday(clock.now());
    const customerNumber = await customerInScope(db, auth, today, update.customerNumber);
    const [registered] = await db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    if (!registered) throw new HttpError(403, serverMessages.forbidden);
    const refused = refusal(registered, update);
    if (refused) throw refused;
    await db
      .update(customers)
      .set({
        firstName: update.firstName,
        initials: update.initials,
        prefix: update.prefix,
        lastName: update.lastName,
        prefixMaidenName: update.prefixMaidenName,
        maidenName: update.maidenName,
        ...update.address,
      })
      .where(eq(customers.customerNumber, customerNumber));
    return {
      customer: await detailsOf(db, customerNumber, today),
      // The token carries the user's name and, by the country, the rights of someone living abroad.
      accessToken: await accessTokens.renew(auth),
    };
  };
}
