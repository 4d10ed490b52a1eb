import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function medicalSelectionPort(_deps: InsurerDeps): InsurerPort['medicalSelection'] {
  return {};
}
