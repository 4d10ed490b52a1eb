import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function documentsPort(_deps: InsurerDeps): InsurerPort['documents'] {
  return {};
}
