import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function paymentDetailsPort(_deps: InsurerDeps): InsurerPort['paymentDetails'] {
  return {};
}
