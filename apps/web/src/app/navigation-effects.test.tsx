import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeHandlers } from '../features/home/test/home-handlers.ts';
import { policyHandlers } from '../features/policy/test/policy-fixtures.ts';
import { signIn } from '../test/fixtures.ts';
import { menuHandler } from '../test/menu-handler.ts';
import { server } from '../test/msw-server.ts';
import { renderApp } from '../test/render-app.tsx';

describe('navigation effects', () => {
  it('scrolls to the top and moves focus to the new page heading after a navigation', async () => {
    server.use(menuHandler, ...homeHandlers(), ...policyHandlers({ years: {} }));
    signIn(['mayReadInsurance']);
    const { router } = renderApp('/');
    // The first screen of the whole app loads its code and texts: slow on a busy machine.
    await screen.findByRole('heading', { level: 1, name: /Jan/ }, { timeout: 5000 });
    vi.mocked(window.scrollTo).mockClear();

    await router.navigate({ to: '/polisoverzicht' });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Polisoverzicht' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Polisoverzicht | Mijn Zorgzaam');
  });

  it('takes focus back from a menu that returns it to its trigger after the navigation', async () => {
    server.use(menuHandler, ...homeHandlers(), ...policyHandlers({ years: {} }));
    signIn(['mayReadInsurance']);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Jan/ }, { timeout: 5000 });
    const trigger = document.createElement('button');
    document.body.append(trigger);

    await router.navigate({ to: '/polisoverzicht' });
    setTimeout(() => trigger.focus(), 20);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Polisoverzicht' });
    await waitFor(() => expect(heading).toHaveFocus());
    trigger.remove();
  });
});
