import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function householdsPort(_deps: InsurerDeps): InsurerPort['households'] {
  return {};
}
