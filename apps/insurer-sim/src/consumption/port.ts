import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function consumptionPort(_deps: InsurerDeps): InsurerPort['consumption'] {
  return {};
}
