import type { InsurerPort } from '@mijn/insurer';
import { and, eq, inArray } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { declarations } from '../db/schema/claims.ts';
import { visibleTo } from '../households/viewer-scope.ts';

type MarkAllRead = InsurerPort['declarations']['markAllRead'];

/** Marks every unread declaration the viewer may see as read (spec §7 Declaration/ReadAll). */
export async function markAllRead(
  db: InsurerDatabase,
  { viewer, onDay }: Parameters<MarkAllRead>[0],
): ReturnType<MarkAllRead> {
  const visible = [...(await visibleTo(db, viewer, onDay))];
  const marked = await db
    .update(declarations)
    .set({ isRead: true })
    .where(and(inArray(declarations.customerNumber, visible), eq(declarations.isRead, false)))
    .returning({ declarationId: declarations.declarationId });
  return { marked: marked.length };
}
