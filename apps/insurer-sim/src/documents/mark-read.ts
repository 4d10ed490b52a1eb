import { type InsurerPort, isRefusal } from '@mijn/insurer';
import { and, eq } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { documents } from '../db/schema/documents.ts';
import { letter } from './queries.ts';

type MarkRead = InsurerPort['documents']['markRead'];

/** Spec §4 Message read: opening marks the letter read once; the unread counts follow from it. */
export async function markRead(db: InsurerDatabase, input: Parameters<MarkRead>[0]): ReturnType<MarkRead> {
  const found = await letter(db, input);
  if (isRefusal(found)) return found;
  await db
    .update(documents)
    .set({ hasBeenRead: true, readAt: new Date(input.readAt) })
    .where(and(eq(documents.documentId, input.documentId), eq(documents.hasBeenRead, false)));
  return {};
}
