import { describe, expect, it, vi } from 'vitest';
import { listenForPush } from './push.ts';

function fakeWorker(
  tabs: { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[] = [],
) {
  const handlers = new Map<string, (event: unknown) => void>();
  const scope = {
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    location: { origin: 'https://mijn.example' },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  listenForPush(scope as unknown as ServiceWorkerGlobalScope);
  const fire = async (type: string, event: object) => {
    const waited: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...event, waitUntil: (work: Promise<unknown>) => waited.push(work) });
    await Promise.all(waited);
  };
  return { scope, fire };
}

const pushOf = (payload: unknown) => ({ data: { json: () => payload } });

describe('the push listeners of the service worker', () => {
  it('shows the pushed title and sentence, keeping the screen to open', async () => {
    const { scope, fire } = fakeWorker();
    await fire(
      'push',
      pushOf({
        title: 'Uw declaratie D1 is uitbetaald',
        body: 'Wij betaalden € 12,00.',
        url: '/mijn-zorgkosten',
      }),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Uw declaratie D1 is uitbetaald',
      expect.objectContaining({ body: 'Wij betaalden € 12,00.', data: { url: '/mijn-zorgkosten' } }),
    );
  });

  it('never opens another site from a push, and ignores a push without text', async () => {
    const { scope, fire } = fakeWorker();
    await fire('push', pushOf({ title: 'T', body: 'B', url: 'https://evil.example/' }));
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'T',
      expect.objectContaining({ data: { url: '/' } }),
    );
    await fire('push', pushOf({ nothing: true }));
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('a tap focuses an open tab of the app on the screen, or opens one', async () => {
    const tab = {
      url: 'https://mijn.example/',
      navigate: vi.fn(async () => undefined),
      focus: vi.fn(async () => undefined),
    };
    const open = fakeWorker([tab]);
    const notification = { close: vi.fn(), data: { url: '/berichtenbox' } };
    await open.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://mijn.example/berichtenbox');
    expect(tab.focus).toHaveBeenCalled();

    const closed = fakeWorker([]);
    await closed.fire('notificationclick', { notification });
    expect(closed.scope.clients.openWindow).toHaveBeenCalledWith('https://mijn.example/berichtenbox');
  });
});
