import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { policyOfYear } from './policy-of-year.ts';
import { prepareActivePolicyNumber } from './queries.ts';

export function policiesPort({ db }: InsurerDeps): InsurerPort['policies'] {
  return {
    activeNumber: prepareActivePolicyNumber(db),
    ofYear: (input) => policyOfYear(db, input),
  };
}
