import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InsurerDatabase } from '../db/database.ts';

type RequestTable = PgTable & { id: PgColumn; reference: PgColumn };

/**
 * The reference of a request taken in before under this id: a retry of the same command, answered
 * as the first time, so the request is kept once.
 */
export async function takenBefore(
  db: InsurerDatabase,
  table: RequestTable,
  requestId: string,
): Promise<{ reference: string } | undefined> {
  const [row] = await db.select({ reference: table.reference }).from(table).where(eq(table.id, requestId));
  return row ? { reference: String(row.reference) } : undefined;
}
