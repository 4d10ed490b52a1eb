import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function customersPort(_deps: InsurerDeps): InsurerPort['customers'] {
  return {};
}
