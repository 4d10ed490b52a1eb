import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function policiesPort(_deps: InsurerDeps): InsurerPort['policies'] {
  return {};
}
