import { describe, expect, it, vi } from 'vitest';

const listeners = new Map<string, () => void>();
const messageSkipWaiting = vi.fn();

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, listener);
    }
    messageSkipWaiting = messageSkipWaiting;
    register = () => Promise.resolve(undefined);
  },
}));

const { registerServiceWorker } = await import('./service-worker.ts');

describe('registerServiceWorker', () => {
  it('asks before a waiting version takes over, then reloads once it controls the page', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const reload = vi.fn();
    const onWaiting = vi.fn();
    registerServiceWorker(onWaiting, { reload });

    listeners.get('waiting')?.();
    expect(onWaiting).toHaveBeenCalledOnce();
    expect(messageSkipWaiting).not.toHaveBeenCalled();

    onWaiting.mock.calls[0]?.[0].apply();
    expect(messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    listeners.get('controlling')?.();
    expect(reload).toHaveBeenCalledOnce();
  });
});
