import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function addressesPort(_deps: InsurerDeps): InsurerPort['addresses'] {
  return {};
}
