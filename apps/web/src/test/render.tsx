import type { MantineThemeOverride } from '@mantine/core';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../app/providers.tsx';
import { QueryProvider } from '../lib/query/query-layer.tsx';

export interface RenderOptions {
  /** Where the router starts, with an optional search string, e.g. '/inloggen?redirect=%2F'. */
  path?: string;
  /** A label's theme (buildTheme); Mantine's default theme otherwise. */
  theme?: MantineThemeOverride;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: 0 }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` as the current route of a memory-history router inside every app provider,
 * so useNavigate/useSearch work. The route renders asynchronously: query with `findBy*`.
 * Navigations to other paths land on an empty catch-all route; assert them through `router`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const start = options.path ?? '/';
  const pathname = start.split(/[?#]/)[0] || '/';
  const rootRoute = createRootRoute({ component: Outlet });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: pathname, component: () => ui });
  const elsewhereRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute, elsewhereRoute]),
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  const queryClient = createTestQueryClient();
  const result: RenderResult = render(
    <AppProviders theme={options.theme}>
      <QueryProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryProvider>
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
