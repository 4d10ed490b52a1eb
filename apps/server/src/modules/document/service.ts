import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { visibleCustomerNumbers } from '../../auth/customer-access.ts';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';

/** Unread documents of everyone the user may see, optionally only those published since a date. */
export async function unreadDocumentCount(
  db: Db,
  auth: AccessAuth,
  today: string,
  since: string | undefined,
): Promise<{ count: number }> {
  const visible = [...(await visibleCustomerNumbers(db, auth, today))];
  const conditions: SQL[] = [inArray(documents.customerNumber, visible), eq(documents.hasBeenRead, false)];
  if (since) conditions.push(gte(documents.publicationDate, since));
  const [row] = await db
    .select({ count: count() })
    .from(documents)
    .where(and(...conditions));
  return { count: row?.count ?? 0 };
}
