import { paths } from '../paths.ts';

/**
 * How the session leaves the current screen. The defaults load the page anew, which also drops every
 * cached query; the app may register its router for `go`, and tests register spies.
 */
export interface SessionNavigator {
  /** Go to a path of the app (used for the scheduled logout). */
  go: (path: string) => void;
  /** Load a path as a fresh page (used after logout, spec §4: logout reloads). */
  reload: (path: string) => void;
  /** Leave the app for another site, e.g. the bank of an iDIN session. */
  leave: (url: string) => void;
}

const browserNavigator: SessionNavigator = {
  go: (path) => window.location.assign(path),
  reload: (path) => window.location.replace(path),
  leave: (url) => window.location.assign(url),
};

let navigator: SessionNavigator = browserNavigator;
let pendingLogout: ReturnType<typeof setTimeout> | null = null;

/** Replaces parts of the navigator; answers a function that restores the previous one. */
export function setSessionNavigator(next: Partial<SessionNavigator>): () => void {
  const previous = navigator;
  navigator = { ...navigator, ...next };
  return () => {
    navigator = previous;
  };
}

export function sessionNavigator(): SessionNavigator {
  return navigator;
}

/** Goes to the logout screen after `delayMs`; a logout already scheduled stands. */
export function scheduleLogout(delayMs: number): void {
  if (pendingLogout !== null) return;
  pendingLogout = setTimeout(() => {
    pendingLogout = null;
    navigator.go(paths.logout);
  }, delayMs);
}

export function isLogoutScheduled(): boolean {
  return pendingLogout !== null;
}

export function cancelScheduledLogout(): void {
  if (pendingLogout !== null) clearTimeout(pendingLogout);
  pendingLogout = null;
}
