import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { defaultDelays } from '../simulated-delays.ts';
import { arrangementsOfPolicyholder } from './queries.ts';
import { requestArrangement } from './request.ts';

export function arrangementsPort({ db, delays = defaultDelays }: InsurerDeps): InsurerPort['arrangements'] {
  return {
    ofPolicyholder: (input) => arrangementsOfPolicyholder(db, input),
    request: (input) =>
      requestArrangement({ db, processingDelaySeconds: delays.arrangementProcessingSeconds }, input),
  };
}
