import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function claimsPort(_deps: InsurerDeps): InsurerPort['claims'] {
  return {};
}
