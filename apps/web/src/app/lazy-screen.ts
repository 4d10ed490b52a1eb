import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadAfterEntry } from '../lib/lazy/index.ts';

/** A route's screen from its own chunk, with TanStack Query and the later texts (decision 0081). */
export function lazyScreen<Module extends Record<string, unknown>>(
  load: () => Promise<Module>,
  name: keyof Module & string,
): RouteComponent {
  return lazyRouteComponent(() =>
    loadAfterEntry(load().then((module) => module[name] as ComponentType<object>)),
  );
}
