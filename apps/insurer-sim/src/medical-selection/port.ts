import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { once } from '../idempotency.ts';
import { selectionOutcome } from './queries.ts';
import { submitMedicalSelection } from './submit.ts';

export function medicalSelectionPort({ db }: InsurerDeps): InsurerPort['medicalSelection'] {
  return {
    submit: (input, { key }) =>
      once(db, { operation: 'medicalSelection.submit', key, input }, (tx) =>
        submitMedicalSelection(tx, input),
      ),
    outcome: (input) => selectionOutcome(db, input),
  };
}
