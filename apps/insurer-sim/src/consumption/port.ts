import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { consumptionOfYear } from './queries.ts';

export function consumptionPort({ db }: InsurerDeps): InsurerPort['consumption'] {
  return { ofYear: (input) => consumptionOfYear(db, input) };
}
