import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function careRequestsPort(_deps: InsurerDeps): InsurerPort['careRequests'] {
  return {};
}
