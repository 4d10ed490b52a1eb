import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { once } from '../idempotency.ts';
import { genericOfYear } from './generic-documents.ts';
import { markRead } from './mark-read.ts';
import { letter, messageBox, unreadCount } from './queries.ts';

export function documentsPort({ db }: InsurerDeps): InsurerPort['documents'] {
  return {
    messageBox: (input) => messageBox(db, input),
    letter: (input) => letter(db, input),
    markRead: (input, { key }) =>
      once(db, { operation: 'documents.markRead', key, input }, (tx) => markRead(tx, input)),
    unreadCount: (input) => unreadCount(db, input),
    genericOfYear: (input) => genericOfYear(db, input),
  };
}
