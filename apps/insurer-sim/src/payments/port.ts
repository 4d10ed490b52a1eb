import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { recordOnline } from './record-online.ts';

export function paymentsPort({ db }: InsurerDeps): InsurerPort['payments'] {
  return { recordOnline: (input) => recordOnline(db, input) };
}
