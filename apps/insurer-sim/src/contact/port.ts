import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function contactPort(_deps: InsurerDeps): InsurerPort['contact'] {
  return {};
}
