import type { contract, EndpointRequest, EndpointResponse } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { toDocument } from './document-wire.ts';
import { brandLookup, readerOf, writtenLetter } from './letter.ts';

type GetUnreadDocumentCount = typeof contract.document.getUnreadDocumentCount;
type GetDocumentList = typeof contract.document.getDocumentList;

/**
 * The message box (spec §6, §9): the letters of the last 5 calendar years (and not in the future) of
 * everyone the user may see, newest first, titled in the reader's language.
 */
export async function getDocumentList(
  { db, insurer, clock }: Pick<AppContext, 'db' | 'insurer' | 'clock'>,
  auth: AccessAuth,
): Promise<EndpointResponse<GetDocumentList>> {
  const [letters, language] = await Promise.all([
    insurer.documents.messageBox({ viewer: viewerOf(auth), onDay: insurerToday(clock.now()) }),
    readerOf(db, auth),
  ]);
  const brand = brandLookup(db);
  return Promise.all(
    letters.map(async (letter) => {
      const { title } = writtenLetter(letter, await brand(letter.labelCode), language);
      return toDocument(letter, title, language);
    }),
  );
}

/** Unread letters of everyone the user may see, optionally only those published since a date. */
export function getUnreadDocumentCount(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<GetUnreadDocumentCount>['query'],
): Promise<EndpointResponse<GetUnreadDocumentCount>> {
  return insurer.documents.unreadCount({
    viewer: viewerOf(auth),
    onDay: insurerToday(clock.now()),
    ...(query.dateOnly ? { publishedSince: query.dateOnly } : {}),
  });
}
