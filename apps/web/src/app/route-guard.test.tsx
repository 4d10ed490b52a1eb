import { type PermissionFlags, permissionFlags } from '@mijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeHandlers } from '../features/home/test/home-handlers.ts';
import { storeCardOf } from '../features/insurance-card/test/stored-card.ts';
import { policyHandlers } from '../features/policy/test/policy-fixtures.ts';
import { setConfig } from '../lib/config/index.ts';
import { signIn, testConfig } from '../test/fixtures.ts';
import { menuHandler } from '../test/menu-handler.ts';
import { server } from '../test/msw-server.ts';
import { noNewsHandlers } from '../test/news-handlers.ts';
import { renderApp } from '../test/render-app.tsx';
import { decideAccess } from './route-guard.ts';

const noFlags = Object.fromEntries(permissionFlags.map((flag) => [flag, false])) as PermissionFlags;

describe('decideAccess', () => {
  const anonymous = { status: 'anonymous' as const, flags: noFlags };
  const user = { status: 'authenticated' as const, flags: { ...noFlags, mayReadInsurance: true } };

  it('sends an anonymous visitor to login with the target and label, or to splash for aev', () => {
    expect(decideAccess('login', anonymous, 'ble', '/polisoverzicht?jaar=2026')).toEqual({
      kind: 'login',
      redirect: '/polisoverzicht?jaar=2026',
      label: 'ble',
    });
    expect(decideAccess('mayReadInsurance', anonymous, 'aev', '/polisoverzicht')).toEqual({ kind: 'splash' });
  });

  it('opens a screen with something stored on the device to an anonymous visitor, or sends elsewhere', () => {
    expect(decideAccess('mayCreateEHIC', anonymous, 'default', '/zorgpas-ehic', () => 'open')).toEqual({
      kind: 'allow',
    });
    expect(decideAccess('login', anonymous, 'default', '/', () => ({ goTo: '/zorgpas-ehic' }))).toEqual({
      kind: 'elsewhere',
      to: '/zorgpas-ehic',
    });
    expect(decideAccess('mayCreateEHIC', anonymous, 'default', '/zorgpas-ehic', () => null)).toMatchObject({
      kind: 'login',
    });
    expect(decideAccess('mayCreateEHIC', user, 'default', '/zorgpas-ehic', () => ({ goTo: '/' }))).toEqual({
      kind: 'not-allowed',
    });
  });

  it('lets a user in with the flag and refuses one without', () => {
    expect(decideAccess('mayReadInsurance', user, 'default', '/polisoverzicht')).toEqual({ kind: 'allow' });
    expect(decideAccess('login', user, 'default', '/')).toEqual({ kind: 'allow' });
    expect(decideAccess('mayReadInvoice', user, 'default', '/rekeningen-en-betalingen')).toEqual({
      kind: 'not-allowed',
    });
  });
});

describe('route guard in the app', () => {
  beforeEach(() => {
    // The login page and the splash page ask for the news before login as soon as they render.
    server.use(...noNewsHandlers);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends an anonymous visitor of a protected route to login, carrying redirect and label', async () => {
    const { router } = renderApp('/polisoverzicht');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
    expect(router.state.location.search).toEqual({ redirect: '/polisoverzicht', label: 'default' });
  });

  it('opens the card screen without a session from the card stored on this device', async () => {
    server.use(menuHandler);
    storeCardOf('100001');
    const { router } = renderApp('/zorgpas-ehic');
    // The first render of the real route table loads the layout and screen chunks.
    expect(await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
    expect(screen.getByText('U bent niet ingelogd')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/zorgpas-ehic');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen');
    expect(screen.queryByRole('link', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });

  it('opens the stored card instead of login when the app starts offline without a session', async () => {
    server.use(menuHandler);
    storeCardOf('100001');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zorgpas-ehic'));
    expect(await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor home to login when online, even with a stored card', async () => {
    storeCardOf('100001');
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
  });

  it('sends an anonymous visitor of the card screen to login when no card is stored', async () => {
    const { router } = renderApp('/zorgpas-ehic');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inloggen'));
  });

  it('sends an anonymous visitor of the aev label to the splash page', async () => {
    setConfig(testConfig({ label: 'aev' }));
    const { router } = renderApp('/polisoverzicht');
    await waitFor(() => expect(router.state.location.pathname).toBe('/splash'));
    expect(await screen.findByRole('heading', { level: 1, name: /Inloggen bij/ })).toBeInTheDocument();
  });

  it('sends a user without the permission home with the notice', async () => {
    // Home loads its news, tiles and contact block once the user lands there.
    server.use(menuHandler, ...homeHandlers());
    signIn(['mayReadInvoice']);
    const { router } = renderApp('/polisoverzicht');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Deze pagina is niet voor u beschikbaar.')).toBeInTheDocument();
  });

  it('opens the route for a user with the permission, inside the authenticated layout', async () => {
    server.use(menuHandler, ...policyHandlers({ years: {} }));
    signIn(['mayReadInsurance']);
    const { router } = renderApp('/polisoverzicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/polisoverzicht');
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toBeInTheDocument();
  });
});
