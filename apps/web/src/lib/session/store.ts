import type { AccessTokenClaims } from '@mijn/contract';
import { type PermissionFlags, permissionFlags, toPermissionFlags } from '@mijn/domain';
import { onBrowserClock } from '../server-clock/index.ts';

export type SessionUser = AccessTokenClaims;

export interface SessionSnapshot {
  status: 'anonymous' | 'authenticated';
  user: SessionUser | null;
  flags: PermissionFlags;
  /** Set by a 423 reply, cleared by the next successful one (spec §4 Login, §8). */
  blocked: { minutes: number } | null;
}

const noFlags = Object.fromEntries(permissionFlags.map((flag) => [flag, false])) as PermissionFlags;

const anonymous: SessionSnapshot = { status: 'anonymous', user: null, flags: noFlags, blocked: null };

let snapshot: SessionSnapshot = anonymous;
let accessToken: string | null = null;
let localExpiresAt: number | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session; the same object until something changes (useSyncExternalStore needs that). */
export function getSession(): SessionSnapshot {
  return snapshot;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAuthenticated(token: string, user: SessionUser, expiresAt: number | null): void {
  accessToken = token;
  localExpiresAt = expiresAt;
  publish({ status: 'authenticated', user, flags: toPermissionFlags(user.permissions), blocked: null });
}

export function setAnonymous(): void {
  accessToken = null;
  localExpiresAt = null;
  publish(anonymous);
}

/**
 * True when the stored access token is past its own expiry (the server's time, read on this
 * browser's clock) or the locally stored one.
 */
export function isAccessTokenExpired(now: number = Date.now()): boolean {
  const user = snapshot.user;
  if (accessToken === null || user === null) return false;
  return onBrowserClock(user.exp * 1000) <= now || (localExpiresAt !== null && localExpiresAt <= now);
}

export function markBlocked(minutes: number): void {
  publish({ ...snapshot, blocked: { minutes } });
}

export function clearBlocked(): void {
  if (snapshot.blocked !== null) publish({ ...snapshot, blocked: null });
}
