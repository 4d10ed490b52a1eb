import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function healthPort(_deps: InsurerDeps): InsurerPort['health'] {
  return {};
}
