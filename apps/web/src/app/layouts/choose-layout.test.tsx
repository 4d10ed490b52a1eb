import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.ts';
import { menuHandler } from '../../test/menu-handler.ts';
import { server } from '../../test/msw-server.ts';
import { noNewsHandlers } from '../../test/news-handlers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { chooseLayout } from './choose-layout.ts';

describe('chooseLayout (spec §2)', () => {
  it.each([
    ['authenticated', false, 'authenticated'],
    ['authenticated', true, 'authenticated'],
    ['public', false, 'public'],
    ['public', true, 'public'],
    ['splash', false, 'splash'],
    ['splash', true, 'authenticated'],
    ['not-found', false, 'public'],
    ['not-found', true, 'splash'],
  ] as const)('%s, logged in %s: %s layout', (area, loggedIn, layout) => {
    expect(chooseLayout(area, loggedIn)).toBe(layout);
  });
});

describe('layouts in the app', () => {
  it('shows login in the public layout: brand, language switch, no menu', async () => {
    server.use(...noNewsHandlers);
    renderApp('/inloggen');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Taal' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zorgzaam Zorgverzekeringen' })).toBeInTheDocument();
  });

  it('shows an unknown path as the 404 screen with a link home', async () => {
    server.use(...noNewsHandlers);
    renderApp('/bestaat-niet');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deze pagina kan niet worden gevonden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
  });

  it('gives a logged-in user the authenticated layout on the splash path', async () => {
    server.use(menuHandler);
    signIn(['mayReadInsurance']);
    renderApp('/splash');
    expect(await screen.findByRole('link', { name: 'Naar Mijn omgeving' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uitloggen' })).toBeInTheDocument();
    // The bar's code loads after the layout's first render.
    expect(await screen.findByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
  });

  it('shows the anonymous splash with the damage-insurance link from the config', async () => {
    renderApp('/splash');
    expect(await screen.findByRole('link', { name: 'Inloggen schadeverzekering' })).toHaveAttribute(
      'href',
      'https://www.zorgzaam.example/schadeverzekeringen',
    );
    expect(screen.queryByRole('link', { name: 'Uitloggen' })).not.toBeInTheDocument();
  });
});
