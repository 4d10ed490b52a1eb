import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function declarationsPort(_deps: InsurerDeps): InsurerPort['declarations'] {
  return {};
}
