import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';

export function attachmentsPort(_deps: InsurerDeps): InsurerPort['attachments'] {
  return {};
}
