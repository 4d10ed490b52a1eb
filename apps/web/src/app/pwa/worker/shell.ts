import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';

/**
 * The build's own files (scripts with every route chunk, styles, fonts, images, index.html) are
 * cached at install, so the app boots without a network, and answered cache first: their names carry
 * a content hash. Pages are routed before this, network first (navigation.ts).
 */
export function precacheShell(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
}
