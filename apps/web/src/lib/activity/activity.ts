import { useSyncExternalStore } from 'react';

let running = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Counts one piece of work under way until the returned release is called (once; later calls do
 * nothing). The loading bar (spec §9) shows while anything is held.
 */
export function holdActivity(): () => void {
  running += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    changed();
  };
}

/** Holds activity while the call runs. */
export function trackActivity<T>(call: Promise<T>): Promise<T> {
  return call.finally(holdActivity());
}

/** Whether any API call is under way: the entry's own calls and TanStack Query's (lib/query's layer). */
export function useBusy(): boolean {
  return useSyncExternalStore(subscribe, isBusy, isBusy);
}

const isBusy = () => running > 0;
