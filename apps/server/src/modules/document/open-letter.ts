import { insurerToday } from '@mijn/domain';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { isUuid } from '../../db/uuid.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import type { PortLetter } from './document-wire.ts';

/**
 * One letter of the user's message box, marked read as it is opened (spec §4 Message read); 404 when
 * unknown or not the user's to see. The mark waits for the insurer when it is away (decision 0108).
 */
export async function openLetter(
  { insurer, handOver, clock }: Pick<AppContext, 'insurer' | 'handOver' | 'clock'>,
  auth: AccessAuth,
  documentId: string,
): Promise<PortLetter> {
  if (!isUuid(documentId)) throw new HttpError(404, serverMessages.documentNotFound);
  const which = { viewer: viewerOf(auth), onDay: insurerToday(clock.now()), documentId };
  const letter = await insurer.documents.letter(which);
  if (isRefusal(letter)) throw new HttpError(404, serverMessages.documentNotFound);
  await handOver.send(
    'documents',
    'markRead',
    { ...which, readAt: clock.now().toISOString() },
    { owner: auth.user.customerNumber },
  );
  return letter;
}
