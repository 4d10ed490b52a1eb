import { renamedFields } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { eq, inArray } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { customers } from '../db/schema/policies.ts';
import { mayView, visibleTo } from '../households/viewer-scope.ts';
import { addressOf, personOf } from './person.ts';

type ChangeDetails = InsurerPort['customers']['changeDetails'];
type Input = Parameters<ChangeDetails>[0];
type Registered = typeof customers.$inferSelect;

const sameAddress = (a: Registered, b: Registered) =>
  JSON.stringify(addressOf(a)) === JSON.stringify(addressOf(b));

/**
 * What the insurer does not take from the portal (decision 0041): a registered name other than in
 * its spelling (a new name comes from the BRP through the municipality), and a move abroad, which
 * changes the right to Dutch insurance and goes through customer service. The first is named.
 */
function refusalOf(registered: Registered, { names, address }: Input) {
  const [renamed] = renamedFields(registered, names);
  if (renamed) return refuse('renamed', { field: renamed });
  if (address.country !== 'NL' && address.country !== registered.country) return refuse('moving-abroad');
  return null;
}

/**
 * The co-insured under 16 who live at the viewer's old address: they move along when the viewer
 * moves (a household moves together; co-insured of 16 or over pass on their own move, spec §6).
 */
async function childrenAtHome(db: InsurerDatabase, { viewer, onDay }: Input, registered: Registered) {
  const family = [...(await visibleTo(db, viewer, onDay))].filter(
    (customerNumber) => customerNumber !== viewer.customerNumber,
  );
  if (family.length === 0) return [];
  const children = await db.select().from(customers).where(inArray(customers.customerNumber, family));
  return children.filter((child) => sameAddress(child, registered));
}

/** A person's names in spelling and their address; the viewer's move takes the children at home along. */
export async function changeDetails(db: InsurerDatabase, input: Input): ReturnType<ChangeDetails> {
  const { viewer, onDay, customerNumber } = input;
  if (!(await mayView(db, viewer, customerNumber, onDay))) return refuse('not-in-household');
  const [registered] = await db.select().from(customers).where(eq(customers.customerNumber, customerNumber));
  if (!registered) return refuse('not-in-household');
  const refused = refusalOf(registered, input);
  if (refused) return refused;
  const children =
    customerNumber === viewer.customerNumber ? await childrenAtHome(db, input, registered) : [];
  const movedAlong = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(customers)
      .set({ ...input.names, ...input.address })
      .where(eq(customers.customerNumber, customerNumber))
      .returning();
    if (!saved || sameAddress(saved, registered) || children.length === 0) return [];
    const numbers = children.map((child) => child.customerNumber);
    await tx.update(customers).set(addressOf(saved)).where(inArray(customers.customerNumber, numbers));
    return children;
  });
  return { movedAlong: movedAlong.map(personOf) };
}
