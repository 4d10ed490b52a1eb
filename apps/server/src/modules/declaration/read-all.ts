import { and, eq, inArray } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { declarations } from '../../db/schema.ts';

/** Marks every unread declaration the user may see as read (spec §7 Declaration/ReadAll). */
export async function readAllDeclarations(db: Db, auth: AccessAuth, today: string) {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
  const marked = await db
    .update(declarations)
    .set({ isRead: true })
    .where(and(inArray(declarations.customerNumber, visible), eq(declarations.isRead, false)))
    .returning({ declarationId: declarations.declarationId });
  return { markedAsRead: marked.length };
}
