import { describe, expect, it, vi } from 'vitest';
import { listenForUpdates } from './update.ts';

function fakeScope() {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  return { scope, dispatch: (type: string, event: unknown) => listeners.get(type)?.(event) };
}

describe('updates of the worker', () => {
  it('wait for the update notice: only its SKIP_WAITING message activates a new version', () => {
    const { scope, dispatch } = fakeScope();
    listenForUpdates(scope as unknown as ServiceWorkerGlobalScope);
    dispatch('message', { data: { type: 'SOMETHING_ELSE' } });
    expect(scope.skipWaiting).not.toHaveBeenCalled();
    dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(scope.skipWaiting).toHaveBeenCalledOnce();
  });

  it('take the open pages once active, so the first visit already fills the caches', () => {
    const { scope, dispatch } = fakeScope();
    listenForUpdates(scope as unknown as ServiceWorkerGlobalScope);
    const waitUntil = vi.fn();
    dispatch('activate', { waitUntil });
    expect(scope.clients.claim).toHaveBeenCalledOnce();
    expect(waitUntil).toHaveBeenCalledOnce();
  });
});
