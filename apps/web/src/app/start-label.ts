import type { LabelCode } from '@mijn/contract';
import { parseLabel, rememberedLabel, rememberLabel } from '../lib/config/index.ts';
import { isPublicPath } from '../lib/paths.ts';
import { getSession } from '../lib/session/index.ts';

/**
 * The label whose /config.json the app starts with: the logged-in user's, else `?label=` on a
 * public page (remembered for this browser session), else one remembered earlier, else none so
 * the server decides by host.
 */
export function startLabel(location: Pick<Location, 'pathname' | 'search'>): LabelCode | undefined {
  const ofUser = parseLabel(getSession().user?.collectivityLabel);
  if (ofUser) return ofUser;
  if (isPublicPath(location.pathname)) {
    const requested = parseLabel(new URLSearchParams(location.search).get('label'));
    if (requested) {
      rememberLabel(requested);
      return requested;
    }
  }
  return rememberedLabel();
}
