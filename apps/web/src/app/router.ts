import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routes.tsx';

export function createAppRouter() {
  return createRouter({
    routeTree,
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
