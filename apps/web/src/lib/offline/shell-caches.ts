/**
 * Caches of the service worker that hold the app shell and the label's public configuration, never
 * personal data: logout keeps them, so the app still starts without a network afterwards.
 */
export const labelContentCache = 'mijn-label-content';

const shellCachePrefixes = ['workbox-precache', labelContentCache];

export function isShellCache(name: string): boolean {
  return shellCachePrefixes.some((prefix) => name.startsWith(prefix));
}
