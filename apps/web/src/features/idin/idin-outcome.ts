import type { IdinFlow } from '@mijn/contract';
import { idinFailures, type MessageRef, screenError } from '../../lib/errors/index.ts';
import { i18n } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { clearIdinClientCode, setIdinFailure } from '../../lib/session/index.ts';

/** The action a cancelled session names (spec §8: 'cancelled (the action name is inserted)'). */
export function actionName(flow: IdinFlow | null): string {
  return i18n.t(flow === 0 ? 'idin:action.register' : 'idin:action.login');
}

/**
 * Spec §2, §4: a failed identity-service result goes to idin-register when no account is found for
 * the identity, else to login; that page shows the message (spec §3 failure flag and message).
 */
export function failureDestination(
  error: unknown,
  flow: IdinFlow | null,
): { to: string; message: MessageRef } {
  clearIdinClientCode();
  const outcome = screenError(idinFailures, error, { action: actionName(flow) }) ?? {
    key: 'errors:idin.general-failure',
    followUp: null,
  };
  const message: MessageRef =
    outcome.values === undefined ? { key: outcome.key } : { key: outcome.key, values: outcome.values };
  setIdinFailure(message);
  return { to: outcome.followUp === 'idin-register' ? paths.idinActivate : paths.login, message };
}
