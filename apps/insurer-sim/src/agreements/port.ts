import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function agreementsPort(_deps: InsurerDeps): InsurerPort['agreements'] {
  return {};
}
