import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { once } from '../idempotency.ts';
import { defaultDelays } from '../simulated-delays.ts';
import { insuranceRightState } from './queries.ts';
import { requestCheck } from './request-check.ts';

export function insuranceRightPort({
  db,
  delays = defaultDelays,
}: InsurerDeps): InsurerPort['insuranceRight'] {
  return {
    state: (input) => insuranceRightState(db, input),
    requestCheck: (input, { key }) =>
      once(db, { operation: 'insuranceRight.requestCheck', key, input }, (tx) =>
        requestCheck({ db: tx, decisionDelaySeconds: delays.careRequestSeconds }, input),
      ),
  };
}
