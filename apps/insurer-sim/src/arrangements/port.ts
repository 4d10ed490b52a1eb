import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function arrangementsPort(_deps: InsurerDeps): InsurerPort['arrangements'] {
  return {};
}
