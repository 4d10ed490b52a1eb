import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function newlyInsuredPort(_deps: InsurerDeps): InsurerPort['newlyInsured'] {
  return {};
}
