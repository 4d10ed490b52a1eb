import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { markAllRead } from './mark-all-read.ts';
import { declarationDetail, latestDeclarations, prepareDeclarationsOfYear } from './queries.ts';

export function declarationsPort({ db }: InsurerDeps): InsurerPort['declarations'] {
  return {
    ofYear: prepareDeclarationsOfYear(db),
    latest: (input) => latestDeclarations(db, input),
    detail: (input) => declarationDetail(db, input),
    markAllRead: (input) => markAllRead(db, input),
  };
}
