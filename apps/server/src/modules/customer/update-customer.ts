import type { CustomerDetails, UpdateCustomerBody } from '@mijn/contract';
import { fullName, insurerToday, renamedFields, validatorMessages } from '@mijn/domain';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createAccessTokenIssuer } from '../../auth/access-token-issuer.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope, visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
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

const addressOf = (person: Registered) => ({
  street: person.street,
  houseNumber: person.houseNumber,
  houseNumberAddition: person.houseNumberAddition,
  zipCode: person.zipCode,
  city: person.city,
  country: person.country,
});

const sameAddress = (a: Registered, b: Registered) =>
  JSON.stringify(addressOf(a)) === JSON.stringify(addressOf(b));

/**
 * The co-insured children under 16 who live at the user's old address: they move along when the user
 * moves (a household moves together; co-insured of 16 or over pass on their own move, spec §6).
 */
async function childrenAtHome(db: Db, auth: AccessAuth, today: string, user: Registered) {
  const family = [...(await visibleCustomerNumbers(db, auth, today))].filter(
    (customerNumber) => customerNumber !== user.customerNumber,
  );
  if (family.length === 0) return [];
  const children = await db.select().from(customers).where(inArray(customers.customerNumber, family));
  return children.filter((child) => sameAddress(child, user));
}

/** POST Customer/UpdateCustomer: the user's own details, or those of a child under 16 they act for (spec §6). */
export function createCustomerUpdate(ctx: Pick<AppContext, 'db' | 'clock' | 'tokens' | 'sessions'>) {
  const { db, clock } = ctx;
  const accessTokens = createAccessTokenIssuer(ctx);

  return async function updateCustomer(
    auth: AccessAuth,
    update: Update,
  ): Promise<{ customer: CustomerDetails; accessToken: string; movedAlong: string[] }> {
    const today = insurerToday(clock.now());
    const customerNumber = await customerInScope(db, auth, today, update.customerNumber);
    const [registered] = await db
      .select()
      .from(customers)
      .where(eq(customers.customerNumber, customerNumber));
    if (!registered) throw new HttpError(403, serverMessages.forbidden);
    const refused = refusal(registered, update);
    if (refused) throw refused;
    const children =
      customerNumber === auth.user.customerNumber ? await childrenAtHome(db, auth, today, registered) : [];
    const movedAlong = await db.transaction(async (tx) => {
      const [saved] = await tx
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
        .where(eq(customers.customerNumber, customerNumber))
        .returning();
      if (!saved || sameAddress(saved, registered) || children.length === 0) return [];
      const numbers = children.map((child) => child.customerNumber);
      await tx.update(customers).set(addressOf(saved)).where(inArray(customers.customerNumber, numbers));
      return children;
    });
    return {
      movedAlong: movedAlong.map((child) => fullName(child)),
      customer: await detailsOf(db, customerNumber, today),
      // The token carries the user's name and, by the country, the rights of someone living abroad.
      accessToken: await accessTokens.renew(auth),
    };
  };
}
