import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function policyChangesPort(_deps: InsurerDeps): InsurerPort['policyChanges'] {
  return {};
}
