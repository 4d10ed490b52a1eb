import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function cataloguePort(_deps: InsurerDeps): InsurerPort['catalogue'] {
  return {};
}
