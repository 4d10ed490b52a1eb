import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function invoicesPort(_deps: InsurerDeps): InsurerPort['invoices'] {
  return {};
}
