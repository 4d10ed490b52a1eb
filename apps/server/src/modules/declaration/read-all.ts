import { randomUUID } from 'node:crypto';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';

/** Marks every unread declaration the user may see as read (spec §7 Declaration/ReadAll). */
export async function readAllDeclarations(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
): Promise<{ markedAsRead: number }> {
  const { marked } = await insurer.declarations.markAllRead(
    { viewer: viewerOf(auth), onDay: insurerToday(clock.now()) },
    { key: randomUUID() },
  );
  return { markedAsRead: marked };
}
