import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function paymentsPort(_deps: InsurerDeps): InsurerPort['payments'] {
  return {};
}
