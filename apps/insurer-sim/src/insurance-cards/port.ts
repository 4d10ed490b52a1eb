import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function insuranceCardsPort(_deps: InsurerDeps): InsurerPort['insuranceCards'] {
  return {};
}
