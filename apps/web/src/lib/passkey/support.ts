import { useSyncExternalStore } from 'react';

/** Whether this browser has WebAuthn at all; without it no passkey action is offered. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

const unchanging = () => () => undefined;
const paintedWithPasskeys = () => true;

/**
 * browserHasPasskeys for a screen the server paints (decision 0093): the server paints the login page
 * as a browser with WebAuthn shows it, as nearly every phone does, and hydration starts from that
 * before the browser's own answer counts.
 */
export function useBrowserHasPasskeys(): boolean {
  return useSyncExternalStore(unchanging, browserHasPasskeys, paintedWithPasskeys);
}
