import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { AppProviders } from './providers.tsx';
import { reloadPage } from './reload-page.ts';
import { routeFailureDefaults } from './router.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

const missingChunk = 'Failed to fetch dynamically imported module: http://localhost/assets/policy-1a2b3c.js';

/** The app's failure defaults around one route at /screen, and a home route to go back to. */
function renderRoute(component: RouteComponent) {
  const rootRoute = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/screen', component }),
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>startpagina</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/screen'] }),
    ...routeFailureDefaults,
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('a screen that fails', () => {
  it('offers a reload when its code cannot be loaded, instead of a blank page', async () => {
    // The router reloads once by itself on a missing chunk; this is the load after that reload.
    sessionStorage.setItem(`tanstack_router_reload:${missingChunk}`, '1');
    const screenCode = lazyRouteComponent(() => Promise.reject(new TypeError(missingChunk)));
    renderRoute(screenCode);

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Deze pagina kon niet worden geladen',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/nieuwe versie van de website/);
    expect(heading).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina opnieuw laden' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('says in words what happened and offers the way home, in English too', async () => {
    await i18n.changeLanguage('en-US');
    renderRoute(() => {
      throw new Error('a bug');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByText('startpagina')).toBeInTheDocument();
  });
});
