import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function offersPort(_deps: InsurerDeps): InsurerPort['offers'] {
  return {};
}
