import { LOGOUT_DELAY_AFTER_401_OR_403_MS } from '@mijn/domain';

/** A translation key with its values, translated only when shown. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

/** What the one response handler does with a failed reply (spec §8 response handling). */
export interface ResponseHandling {
  notice: MessageRef | null;
  /** Shown even for calls registered for custom error handling. */
  noticeAlwaysShown: boolean;
  logoutAfterMs: number | null;
  marksBlocked: boolean;
}

const sessionEnded = (key: string): ResponseHandling => ({
  notice: { key },
  noticeAlwaysShown: true,
  logoutAfterMs: LOGOUT_DELAY_AFTER_401_OR_403_MS,
  marksBlocked: false,
});

const noticeOnly = (key: string): ResponseHandling => ({
  notice: { key },
  noticeAlwaysShown: false,
  logoutAfterMs: null,
  marksBlocked: false,
});

const byStatus: Readonly<Record<number, ResponseHandling>> = {
  401: sessionEnded('errors:response.status-code-401'),
  403: sessionEnded('errors:response.status-code-403'),
  423: { notice: null, noticeAlwaysShown: false, logoutAfterMs: null, marksBlocked: true },
  500: noticeOnly('errors:response.status-code-500'),
  // The insurer did not answer (decision 0099): the portal is up, the information is not.
  503: noticeOnly('errors:response.status-code-503'),
};

const otherStatus = (status: number): ResponseHandling => ({
  notice: { key: 'errors:response.default-error', values: { error: status } },
  noticeAlwaysShown: false,
  logoutAfterMs: null,
  marksBlocked: false,
});

/**
 * The handling of a failed reply. A 401 or 403 ends the session only when the call carried one: on a
 * public call (the login itself) it is an answer about the credentials, for the screen to explain.
 */
export function responseHandling(status: number, carriesSession: boolean): ResponseHandling {
  if (!carriesSession && (status === 401 || status === 403)) return otherStatus(status);
  return byStatus[status] ?? otherStatus(status);
}

export const expiredTokenNotice: MessageRef = { key: 'errors:response.status-code-401' };
export const networkFailureNotice: MessageRef = { key: 'errors:response.network-error' };
