import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginEvents } from '../db/schema.ts';

export interface LoginHistoryEntry {
  at: string;
  method: string;
  outcome: string;
  clientAddress: string | null;
}

/**
 * The account's logins, failed attempts and blocks, newest first, for the settings screen
 * (issue 3 deliverable 5); no contract entry yet: the screen that shows it comes later.
 */
export async function loginHistory(db: Db, accountId: string, limit = 50): Promise<LoginHistoryEntry[]> {
  const rows = await db
    .select()
    .from(loginEvents)
    .where(eq(loginEvents.accountId, accountId))
    .orderBy(desc(loginEvents.at))
    .limit(limit);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    method: row.method,
    outcome: row.outcome,
    clientAddress: row.clientAddress,
  }));
}
