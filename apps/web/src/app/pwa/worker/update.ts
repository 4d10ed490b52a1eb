/**
 * Prompt mode (spec §1): a new version waits until the page's update notice sends SKIP_WAITING
 * (service-worker.ts, when the user says OK). The first install has no one to wait for and takes the open
 * page at once, so the first visit's requests already fill the caches.
 */
export function listenForUpdates(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (event.data?.type === 'SKIP_WAITING') void scope.skipWaiting();
  });
  scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));
}
