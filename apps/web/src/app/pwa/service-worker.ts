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
/** How long an installed worker must stay installed to count as waiting (what workbox-window waits). */
const settleMs = 200;

/**
 * Registers the app-shell service worker (vite-plugin-pwa, prompt mode) once the page has loaded.
 * When a new version is waiting, `onWaiting` gets the chance to ask the user first (spec §1: the
 * update notice). The browser's own API, as workbox-window used it, without that library in the
 * login page's download (decision 0078).
 */
export function registerServiceWorker(
  onWaiting: (update: WaitingUpdate) => void,
  { url = '/sw.js', checkEveryMs = hour, reload = () => window.location.reload() }: ServiceWorkerOptions = {},
): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const offer = (registration: ServiceWorkerRegistration) =>
    onWaiting({
      apply: () => {
        container.addEventListener('controllerchange', () => reload());
        // The worker's update.ts answers this with skipWaiting.
        registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  const register = async () => {
    const registration = await container.register(url, { scope: '/' });
    if (registration.waiting) offer(registration);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state !== 'installed') return;
        // The first install activates at once; a worker still installed a moment later waits.
        setTimeout(() => {
          if (installing.state === 'installed' && registration.waiting === installing) offer(registration);
        }, settleMs);
      });
    });
    if (checkEveryMs > 0) setInterval(() => void registration.update(), checkEveryMs);
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
