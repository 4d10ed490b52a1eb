import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { once } from '../idempotency.ts';
import { markAllRead } from './mark-all-read.ts';
import { declarationDetail, latestDeclarations, prepareDeclarationsOfYear } from './queries.ts';

export function declarationsPort({ db }: InsurerDeps): InsurerPort['declarations'] {
  return {
    ofYear: prepareDeclarationsOfYear(db),
    latest: (input) => latestDeclarations(db, input),
    detail: (input) => declarationDetail(db, input),
    markAllRead: (input, { key }) =>
      once(db, { operation: 'declarations.markAllRead', key, input }, (tx) => markAllRead(tx, input)),
  };
}
