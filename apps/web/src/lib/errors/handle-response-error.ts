import { LOGOUT_DELAY_AFTER_EXPIRED_TOKEN_MS } from '@mijn/domain';
import { markBlocked, scheduleLogout } from '../session/index.ts';
import type { ApiRequestError } from './api-request-error.ts';
import { expiredTokenNotice, networkFailureNotice, responseHandling } from './catalogue.ts';
import { showNegativeNotice } from './notify.ts';

export interface FailureContext {
  /** The call is registered for custom error handling: the screen explains, except 401 and 403. */
  customErrorHandling: boolean;
  /** The call carried a login or access token. */
  carriesSession: boolean;
}

/** The one place that applies spec §8 response handling to a failed reply. */
export function handleFailedResponse(error: ApiRequestError, context: FailureContext): void {
  const handling = responseHandling(error.status, context.carriesSession);
  if (handling.marksBlocked) markBlocked(error.body?.minutes ?? 0);
  if (handling.notice !== null && (handling.noticeAlwaysShown || !context.customErrorHandling)) {
    showNegativeNotice(handling.notice, `response-${error.status}`);
  }
  if (handling.logoutAfterMs !== null) scheduleLogout(handling.logoutAfterMs);
}

/** The access token expired before a call: tell the user and log out shortly (spec §4 Token). */
export function handleExpiredToken(): void {
  showNegativeNotice(expiredTokenNotice, 'response-401');
  scheduleLogout(LOGOUT_DELAY_AFTER_EXPIRED_TOKEN_MS);
}

/** The server could not be reached at all. */
export function handleNetworkFailure(context: FailureContext): void {
  if (!context.customErrorHandling) showNegativeNotice(networkFailureNotice, 'network-failure');
}
