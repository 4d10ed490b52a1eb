import { Workbox } from 'workbox-window';

/** A new version of the app is installed and waits; `apply` activates it and reloads the page. */
export interface WaitingUpdate {
  apply: () => void;
}

export interface ServiceWorkerOptions {
  url?: string;
  /** How often an open tab asks for a new version. */
  checkEveryMs?: number;
  reload?: () => void;
}

const hour = 60 * 60 * 1000;

/**
 * Registers the app-shell service worker (vite-plugin-pwa, prompt mode). When a new version is
 * waiting, `onWaiting` gets the chance to ask the user first (spec §1: the update notice).
 */
export function registerServiceWorker(
  onWaiting: (update: WaitingUpdate) => void,
  { url = '/sw.js', checkEveryMs = hour, reload = () => window.location.reload() }: ServiceWorkerOptions = {},
): Workbox | null {
  if (!('serviceWorker' in navigator)) return null;
  const workbox = new Workbox(url, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    onWaiting({
      apply: () => {
        workbox.addEventListener('controlling', () => reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  void workbox.register().then((registration) => {
    if (registration && checkEveryMs > 0) {
      setInterval(() => void registration.update(), checkEveryMs);
    }
  });
  return workbox;
}
