import { ApiRequestError } from './api-request-error.ts';
import type { MessageRef } from './catalogue.ts';

/**
 * Where a screen sends the user after showing the message: `register` the registration, `login` the
 * login, `restart` the first step of the flow it is in, `idin-register` the iDIN registration.
 */
export type FollowUp = 'register' | 'login' | 'restart' | 'idin-register';

export interface ScreenError extends MessageRef {
  followUp: FollowUp | null;
}

export interface ServerMessageRule {
  /** The start of the server's `message`: a spec §8 text of the contract (decision 0007 lists them). */
  startsWith: string;
  key: string;
  followUp?: FollowUp;
}

/**
 * How one flow's screen explains a failed call (`flows/`: each module holds the flows of a few
 * screens, so a screen's download carries only the server texts it explains).
 */
export interface ScreenFlow {
  /** The server texts this screen explains; the first that starts the reply's message applies. */
  rules: readonly ServerMessageRule[];
  /** For a reply no rule explains, by its status. */
  byStatus: Readonly<Record<number, string>>;
  /** Any other failure. */
  fallback: string;
  /** When the server could not be reached at all, or answered something unreadable; else `fallback`. */
  unreachable?: string;
  /** A blocked account (423); `-later` is added when the reply does not say for how many minutes. */
  blocked: string;
  /** A 401 or 403 is an answer about the flow, not the end of a session. */
  answers401?: true;
}

/**
 * The message a screen shows for a failed call, and where it sends the user next. Null when the one
 * response handler already told the user (a session that ended). `values` fill the message, e.g. the
 * action name of a cancelled iDIN session.
 */
export function screenError(
  flow: ScreenFlow,
  error: unknown,
  values?: Record<string, string | number>,
): ScreenError | null {
  const withValues = (outcome: ScreenError): ScreenError =>
    values === undefined ? outcome : { ...outcome, values: { ...values, ...outcome.values } };
  if (!(error instanceof ApiRequestError)) {
    return withValues({ key: flow.unreachable ?? flow.fallback, followUp: null });
  }
  if (flow.answers401 !== true && (error.status === 401 || error.status === 403)) return null;
  if (error.status === 423) {
    const minutes = error.body?.minutes;
    return minutes === undefined
      ? { key: `${flow.blocked}-later`, followUp: null }
      : { key: flow.blocked, values: { minutes }, followUp: null };
  }
  const message = error.body?.message ?? '';
  const rule = flow.rules.find((candidate) => message.startsWith(candidate.startsWith));
  if (rule) return withValues({ key: rule.key, followUp: rule.followUp ?? null });
  return withValues({ key: flow.byStatus[error.status] ?? flow.fallback, followUp: null });
}
