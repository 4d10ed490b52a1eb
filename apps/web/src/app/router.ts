import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteErrorScreen } from './route-error-screen.tsx';
import { routeTree } from './routes.tsx';

/** How every route fails: a translated message with a way on, never a blank page. */
export const routeFailureDefaults = { defaultErrorComponent: RouteErrorScreen } as const;

/** The app's router; tests pass a memory history. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    ...routeFailureDefaults,
    defaultPreload: 'intent',
    notFoundMode: 'root',
    // Spec §2: every navigation starts at the top; navigation-effects.ts does that.
    scrollRestoration: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
