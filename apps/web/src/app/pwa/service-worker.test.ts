import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker.ts';

type Listener = () => void;

/** A worker and its registration as far as registerServiceWorker uses them. */
function fakeWorker(state: ServiceWorkerState) {
  const listeners: Listener[] = [];
  return {
    state,
    postMessage: vi.fn(),
    addEventListener: (_type: string, listener: Listener) => listeners.push(listener),
    changeTo(next: ServiceWorkerState) {
      this.state = next;
      for (const listener of listeners) listener();
    },
  };
}

function fakeServiceWorkers(waiting: ReturnType<typeof fakeWorker> | null) {
  const listeners = new Map<string, Listener>();
  const registration = {
    waiting,
    installing: null as ReturnType<typeof fakeWorker> | null,
    update: vi.fn(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const containerListeners = new Map<string, Listener>();
  const container = {
    register: vi.fn(() => Promise.resolve(registration)),
    addEventListener: (type: string, listener: Listener) => containerListeners.set(type, listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, listeners, containerListeners };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('asks before a waiting version takes over, then reloads once it controls the page', async () => {
    const waiting = fakeWorker('installed');
    const { container, containerListeners } = fakeServiceWorkers(waiting);
    const reload = vi.fn();
    const onWaiting = vi.fn();
    registerServiceWorker(onWaiting, { reload, checkEveryMs: 0 });
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalledOnce());
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(waiting.postMessage).not.toHaveBeenCalled();

    onWaiting.mock.calls[0]?.[0].apply();
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    containerListeners.get('controllerchange')?.();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version found later once it stays installed, not one that activates at once', async () => {
    vi.useFakeTimers();
    const { registration, listeners } = fakeServiceWorkers(null);
    const onWaiting = vi.fn();
    registerServiceWorker(onWaiting, { checkEveryMs: 0 });
    await vi.waitFor(() => expect(listeners.has('updatefound')).toBe(true));

    const first = fakeWorker('installing');
    registration.installing = first;
    listeners.get('updatefound')?.();
    first.changeTo('installed');
    first.changeTo('activating');
    vi.advanceTimersByTime(200);
    expect(onWaiting).not.toHaveBeenCalled();

    const next = fakeWorker('installing');
    registration.installing = next;
    listeners.get('updatefound')?.();
    next.changeTo('installed');
    registration.waiting = next;
    vi.advanceTimersByTime(200);
    expect(onWaiting).toHaveBeenCalledOnce();
  });
});
