import { rememberLanguageForFirstPaint } from '../i18n.ts';
import { isShellCache } from '../offline/shell-caches.ts';
import { cancelScheduledLogout } from './navigator.ts';
import { setAnonymous } from './store.ts';
import { clearAllCookies, clearStoredToken } from './token-storage.ts';

/** Local storage keys a pdf viewer leaves behind (history and preferences of opened documents). */
const pdfViewerKeyPrefixes = ['pdfjs', 'pdf-viewer', 'ngx-extended-pdf-viewer'];
/** The insurance cards kept for offline use (features/insurance-card): they leave with the user. */
const clearedKeyPrefixes = [...pdfViewerKeyPrefixes, 'mijn.offline-card.'];

function clearPdfViewerStorage(): void {
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  for (const key of keys) {
    if (key !== null && clearedKeyPrefixes.some((prefix) => key.startsWith(prefix))) {
      localStorage.removeItem(key);
    }
  }
}

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  // The app shell and the label's configuration stay: without them the app cannot start offline.
  await Promise.all(names.filter((name) => !isShellCache(name)).map((name) => caches.delete(name)));
}

/**
 * Ends the session in this browser (spec §4 Token): session storage, pdf-viewer storage, the cards
 * kept for offline use, Cache Storage (but the app shell), cookies and the user. The caller then loads a fresh page, which drops everything in memory.
 */
export function logout(): void {
  cancelScheduledLogout();
  try {
    sessionStorage.clear();
    clearPdfViewerStorage();
  } catch {
    // Storage may be unavailable (private mode); the cookie and the user are cleared below anyway.
  }
  void clearCacheStorage().catch(() => undefined);
  clearStoredToken();
  clearAllCookies();
  // The language is the device's choice, not the session's: the next login page is painted in it.
  rememberLanguageForFirstPaint();
  setAnonymous();
}
