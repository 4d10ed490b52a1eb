import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { submitMediation } from './submit-mediation.ts';

export function careRequestsPort(deps: InsurerDeps): InsurerPort['careRequests'] {
  return { submitMediation: (input) => submitMediation(deps, input) };
}
