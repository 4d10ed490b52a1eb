import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { selectionOutcome } from './queries.ts';
import { submitMedicalSelection } from './submit.ts';

export function medicalSelectionPort({ db }: InsurerDeps): InsurerPort['medicalSelection'] {
  return {
    submit: (input) => submitMedicalSelection(db, input),
    outcome: (input) => selectionOutcome(db, input),
  };
}
