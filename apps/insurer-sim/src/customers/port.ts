import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { changeDetails } from './change-details.ts';
import { insuredOfViewer, profile } from './queries.ts';

export function customersPort({ db }: InsurerDeps): InsurerPort['customers'] {
  return {
    insuredOfViewer: (input) => insuredOfViewer(db, input),
    profile: (input) => profile(db, input),
    changeDetails: (input) => changeDetails(db, input),
  };
}
