import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function eventsPort(_deps: InsurerDeps): InsurerPort['events'] {
  return {};
}
