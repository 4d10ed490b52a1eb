import { LOGOUT_DELAY_AFTER_401_OR_403_MS } from '@mijn/domain';
import { ApiRequestError } from './api-request-error.ts';

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

const byStatus: Readonly<Record<number, ResponseHandling>> = {
  401: sessionEnded('errors:response.status-code-401'),
  403: sessionEnded('errors:response.status-code-403'),
  423: { notice: null, noticeAlwaysShown: false, logoutAfterMs: null, marksBlocked: true },
  500: {
    notice: { key: 'errors:response.status-code-500' },
    noticeAlwaysShown: false,
    logoutAfterMs: null,
    marksBlocked: false,
  },
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

/** Where a screen sends the user after showing the message. */
export type FollowUp = 'register' | 'login';

export interface ScreenError extends MessageRef {
  followUp: FollowUp | null;
}

export type ScreenFlow = 'login' | 'verification' | 'resend-code';

interface ServerMessageRule {
  /** The start of the server's `message` (spec §8 keys on these texts). */
  startsWith: string;
  key: string;
  followUp?: FollowUp;
}

const serverMessages: Readonly<Record<ScreenFlow, readonly ServerMessageRule[]>> = {
  login: [
    { startsWith: 'Incorrect username/password combination.', key: 'errors:login.invalid-form' },
    { startsWith: 'Account not activated', key: 'errors:login.not-activated', followUp: 'register' },
  ],
  verification: [
    { startsWith: 'Verificationcode was invalid', key: 'errors:verification.wrong-code' },
    { startsWith: 'Verificationcode expired', key: 'errors:verification.code-expired', followUp: 'login' },
  ],
  'resend-code': [],
};

const byFlowStatus: Readonly<Record<ScreenFlow, Readonly<Record<number, string>>>> = {
  login: { 429: 'errors:login.too-many-attempts' },
  verification: { 429: 'errors:verification.too-many-attempts' },
  'resend-code': { 429: 'errors:verification.resend-too-often' },
};

const flowDefault: Readonly<Record<ScreenFlow, string>> = {
  login: 'errors:login.default',
  verification: 'errors:verification.default',
  'resend-code': 'errors:verification.resend-failed',
};

const blockedKey: Readonly<Record<ScreenFlow, string>> = {
  login: 'errors:login.blocked',
  verification: 'errors:verification.blocked',
  'resend-code': 'errors:verification.blocked',
};

/**
 * The message a login or verification screen shows for a failed call, and where it sends the user
 * next. Null when the one response handler already told the user (a session that ended).
 */
export function screenError(flow: ScreenFlow, error: unknown): ScreenError | null {
  if (!(error instanceof ApiRequestError)) {
    return { key: flowDefault[flow], followUp: null };
  }
  if (flow !== 'login' && (error.status === 401 || error.status === 403)) return null;
  if (error.status === 423) {
    const minutes = error.body?.minutes;
    return minutes === undefined
      ? { key: `${blockedKey[flow]}-later`, followUp: null }
      : { key: blockedKey[flow], values: { minutes }, followUp: null };
  }
  const message = error.body?.message ?? '';
  const rule = serverMessages[flow].find((candidate) => message.startsWith(candidate.startsWith));
  if (rule) return { key: rule.key, followUp: rule.followUp ?? null };
  return { key: byFlowStatus[flow][error.status] ?? flowDefault[flow], followUp: null };
}
