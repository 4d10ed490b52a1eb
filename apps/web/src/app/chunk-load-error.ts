/**
 * Whether an error is a script chunk that did not load: after a deploy the old chunk's file is gone,
 * or the connection dropped. Chromium, Firefox and Safari word it differently; Vite adds its own
 * when a chunk's CSS cannot be preloaded.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return [
    'Failed to fetch dynamically imported module',
    'error loading dynamically imported module',
    'Importing a module script failed',
    'Unable to preload CSS',
  ].some((start) => error.message.startsWith(start));
}
