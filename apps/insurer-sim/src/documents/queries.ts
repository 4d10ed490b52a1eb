import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { documents } from '../db/schema/documents.ts';
import { visibleTo } from '../households/viewer-scope.ts';
import { inMessageBox, lettersOf, lettersWhere } from './message-box.ts';

type Port = InsurerPort['documents'];

/** The message box of everyone the viewer may see (spec §6). */
export async function messageBox(
  db: InsurerDatabase,
  { viewer, onDay }: Parameters<Port['messageBox']>[0],
): ReturnType<Port['messageBox']> {
  return lettersOf(db, [...(await visibleTo(db, viewer, onDay))], onDay);
}

/** One letter of the message box, refused when unknown, outside the box's years or another's. */
export async function letter(
  db: InsurerDatabase,
  { viewer, onDay, documentId }: Parameters<Port['letter']>[0],
): ReturnType<Port['letter']> {
  const [found] = await lettersWhere(db, eq(documents.documentId, documentId));
  if (!found || !inMessageBox(found.publicationDate, onDay)) return refuse('unknown-document');
  const visible = await visibleTo(db, viewer, onDay);
  return visible.has(found.addressee.customerNumber) ? found : refuse('not-in-household');
}

/** How many letters of everyone the viewer may see are unread, optionally only those published since a day. */
export async function unreadCount(
  db: InsurerDatabase,
  { viewer, onDay, publishedSince }: Parameters<Port['unreadCount']>[0],
): ReturnType<Port['unreadCount']> {
  const visible = [...(await visibleTo(db, viewer, onDay))];
  const conditions: SQL[] = [inArray(documents.customerNumber, visible), eq(documents.hasBeenRead, false)];
  if (publishedSince) conditions.push(gte(documents.publicationDate, publishedSince));
  const [row] = await db
    .select({ count: count() })
    .from(documents)
    .where(and(...conditions));
  return { count: row?.count ?? 0 };
}
