import type { VerificationReceiver } from '@mijn/contract';
import type { PermissionFlag } from '@mijn/domain';
import { useSyncExternalStore } from 'react';
import { onBrowserClock } from '../server-clock/index.ts';
import { readAccessToken } from './jwt.ts';
import {
  clearBlocked,
  getAccessToken,
  getSession,
  isAccessTokenExpired,
  type SessionSnapshot,
  type SessionUser,
  setAnonymous,
  setAuthenticated,
  subscribe,
} from './store.ts';
import {
  clearStoredToken,
  readStoredRememberMe,
  readStoredToken,
  storeToken,
  tokenCookieMaxAge,
} from './token-storage.ts';
import {
  clearVerificationState,
  readVerificationState,
  type VerificationState,
  writeVerificationState,
} from './verification-storage.ts';

export { clearIdinClientCode, readIdinClientCode, storeIdinClientCode } from './idin-client-code.ts';
export {
  clearIdinFailure,
  readIdinFailure,
  readIdinFlow,
  rememberIdinFlow,
  setIdinFailure,
} from './idin-outcome.ts';
export { logout } from './logout.ts';
export {
  cancelScheduledLogout,
  isLogoutScheduled,
  type SessionNavigator,
  scheduleLogout,
  sessionNavigator,
  setSessionNavigator,
} from './navigator.ts';
export {
  beginPasswordReset,
  clearPasswordReset,
  type PasswordReset,
  readPasswordReset,
} from './password-reset-storage.ts';
export {
  clearBlocked,
  getAccessToken,
  getSession,
  isAccessTokenExpired,
  markBlocked,
  type SessionSnapshot,
  type SessionUser,
} from './store.ts';
export { readVerificationState, type VerificationState } from './verification-storage.ts';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export function hasFlag(flag: PermissionFlag): boolean {
  return getSession().flags[flag];
}

/** Restores the user from the token cookie; called once at start, before the router renders. */
export function restoreSession(): void {
  const stored = readStoredToken();
  const user = stored === null ? null : readAccessToken(stored.token);
  if (stored === null || user === null) {
    if (stored !== null) clearStoredToken();
    setAnonymous();
    return;
  }
  setAuthenticated(stored.token, user, stored.localExpiresAt);
  if (isAccessTokenExpired()) {
    clearStoredToken();
    setAnonymous();
  }
}

export interface VerificationStart {
  loginToken: string;
  receiver: VerificationReceiver;
  fromPage: VerificationState['fromPage'];
  flowType?: VerificationState['flowType'];
  rememberMe: boolean;
  redirect?: string | null;
}

/** A reply with a loginToken starts verification: that token is the bearer until the code is checked. */
export function beginVerification(start: VerificationStart): void {
  clearBlocked();
  writeVerificationState({
    loginToken: start.loginToken,
    receiver: start.receiver,
    fromPage: start.fromPage,
    flowType: start.flowType ?? null,
    rememberMe: start.rememberMe,
    redirect: start.redirect ?? null,
    codeSentAt: sentAt(start.receiver),
  });
}

/** A new code went out: remember where and when. */
export function updateVerificationReceiver(receiver: VerificationReceiver): void {
  const state = readVerificationState();
  if (state === null) return;
  writeVerificationState({ ...state, receiver, codeSentAt: sentAt(receiver) });
}

/** When the code went out, on this browser's clock: the reply's send time is the server's. */
function sentAt(receiver: VerificationReceiver): number {
  const sent = receiver.sendDate === null ? Number.NaN : Date.parse(receiver.sendDate);
  return Number.isFinite(sent) ? onBrowserClock(sent) : Date.now();
}

export function getLoginToken(): string | null {
  return readVerificationState()?.loginToken ?? null;
}

/**
 * A reply with an accessToken: set the user from its claims and store it with the remember-me choice
 * (spec §4 Token): the choice of the login in progress, else the one the current token was stored
 * with, so a fresh token from a flag-changing call keeps the session as long as the login did.
 * Ends a verification in progress. Throws when the token does not carry the agreed claims.
 */
export function acceptAccessToken(accessToken: string, rememberChoice?: boolean): SessionUser {
  const user = readAccessToken(accessToken);
  if (user === null) throw new Error('The access token does not carry the expected claims');
  const verification = readVerificationState();
  const rememberMe = rememberChoice ?? verification?.rememberMe ?? readStoredRememberMe();
  const maxAge = tokenCookieMaxAge(user, rememberMe);
  storeToken(accessToken, maxAge, rememberMe);
  if (verification !== null) clearVerificationState();
  setAuthenticated(accessToken, user, Date.now() + maxAge * 1000);
  return user;
}

/**
 * Any reply that holds an `accessToken` with the agreed claims updates the user (the api client calls
 * this for every successful reply). Answers whether it did.
 */
export function acceptAccessTokenFromReply(reply: unknown): boolean {
  if (typeof reply !== 'object' || reply === null || !('accessToken' in reply)) return false;
  const { accessToken } = reply;
  if (typeof accessToken !== 'string' || readAccessToken(accessToken) === null) return false;
  if (accessToken !== getAccessToken()) acceptAccessToken(accessToken);
  return true;
}

/**
 * The end of a login (verification code, bank identity, passkey): the user from the access token.
 * The api client already accepted the token of the reply; accepting it again changes nothing. A
 * login without a verification step (a passkey) passes its remember-me choice, which the api client
 * could not know.
 */
export function completeLogin(accessToken: string, rememberMe?: boolean): SessionUser {
  const current = getSession();
  if (rememberMe !== undefined) return acceptAccessToken(accessToken, rememberMe);
  if (getAccessToken() === accessToken && current.user !== null) return current.user;
  return acceptAccessToken(accessToken);
}

export { clearVerificationState };
