import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function insuranceRightPort(_deps: InsurerDeps): InsurerPort['insuranceRight'] {
  return {};
}
