import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { once } from '../idempotency.ts';
import { changeDetails } from './change-details.ts';
import { insuredOfViewer, profile } from './queries.ts';

export function customersPort({ db }: InsurerDeps): InsurerPort['customers'] {
  return {
    insuredOfViewer: (input) => insuredOfViewer(db, input),
    profile: (input) => profile(db, input),
    changeDetails: (input, { key }) =>
      once(db, { operation: 'customers.changeDetails', key, input }, (tx) => changeDetails(tx, input)),
  };
}
