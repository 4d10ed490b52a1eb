import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function changesPort(_deps: InsurerDeps): InsurerPort['changes'] {
  return {};
}
