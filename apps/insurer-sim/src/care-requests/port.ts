import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { submitMediation } from './submit-mediation.ts';
import { submitSeatedTransport } from './submit-seated-transport.ts';
import { submitTreatmentAbroad } from './submit-treatment-abroad.ts';

export function careRequestsPort(deps: InsurerDeps): InsurerPort['careRequests'] {
  return {
    submitMediation: (input) => submitMediation(deps, input),
    submitTreatmentAbroad: (input) => submitTreatmentAbroad(deps, input),
    submitSeatedTransport: (input) => submitSeatedTransport(deps, input),
  };
}
