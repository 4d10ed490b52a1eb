/// <reference lib="webworker" />

/** What the server pushes (core/notifications/push-sender.ts): a title, a sentence and the screen to open. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (typeof data?.title !== 'string' || typeof data.body !== 'string') return null;
    // Only a path of this app: a push never opens another site.
    const url =
      typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/';
    return { title: data.title, body: data.body, url };
  } catch {
    return null;
  }
}

/**
 * The service worker's web-push listeners: a push shows a notification, a tap on it focuses an
 * open tab of the app on the notification's screen, or opens one.
 */
export function listenForPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        icon: '/labels/default/icon-192.png',
        data: { url: payload.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(
      (event.notification.data as { url?: string } | null)?.url ?? '/',
      scope.location.origin,
    ).href;
    event.waitUntil(
      (async () => {
        const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const tab = tabs.find((client) => client.url.startsWith(scope.location.origin));
        if (tab) {
          await tab.navigate(url);
          await tab.focus();
          return;
        }
        await scope.clients.openWindow(url);
      })(),
    );
  });
}
