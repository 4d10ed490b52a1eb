import type { LabelCode } from '@mijn/contract';
import { getConfig, loadConfig, rememberLabel } from '../lib/config/index.ts';
import { getSession } from '../lib/session/index.ts';

/**
 * A public page sets the user's label if none is set (spec §2): a logged-in user's label is the
 * one on the token; otherwise `?label=` chooses it for this browser session.
 */
export async function rememberLabelFromPublicPage(label: LabelCode | undefined): Promise<void> {
  if (!label || getSession().status === 'authenticated') return;
  rememberLabel(label);
  if (getConfig().label !== label) await loadConfig(label);
}
