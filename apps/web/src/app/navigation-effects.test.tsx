import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeHandlers } from '../features/home/test/home-handlers.ts';
import { policyHandlers } from '../features/policy/test/policy-fixtures.ts';
import { signIn } from '../test/fixtures.ts';
import { menuHandler } from '../test/menu-handler.ts';
import { server } from '../test/msw-server.ts';
import { renderApp } from '../test/render-app.tsx';
import { focusNewPageAsItMounts, LATE_HEADING_MS } from './navigation-effects.ts';

describe('navigation effects', () => {
  it('scrolls to the top and moves focus to the new page heading after a navigation', async () => {
    server.use(menuHandler, ...homeHandlers(), ...policyHandlers({ years: {} }));
    signIn(['mayReadInsurance']);
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Jan/ });
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
    await screen.findByRole('heading', { level: 1, name: /Jan/ });
    const trigger = document.createElement('button');
    document.body.append(trigger);

    await router.navigate({ to: '/polisoverzicht' });
    setTimeout(() => trigger.focus(), 20);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Polisoverzicht' });
    await waitFor(() => expect(heading).toHaveFocus());
    trigger.remove();
  });
});

describe('a heading that mounts after the last retry', () => {
  let main: HTMLElement;
  let stopFocusing = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    main = document.createElement('main');
    main.id = 'main';
    main.tabIndex = -1;
    document.body.append(main);
  });
  afterEach(() => {
    stopFocusing();
    main.remove();
    vi.useRealTimers();
  });

  const mountHeading = async () => {
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    heading.dataset.pageHeading = '';
    main.append(heading);
    await Promise.resolve();
    return heading;
  };

  it('takes focus when it mounts, a slow screen later', async () => {
    stopFocusing = focusNewPageAsItMounts();
    await vi.advanceTimersByTimeAsync(2000);
    expect(main).toHaveFocus();

    expect(await mountHeading()).toHaveFocus();
  });

  it('leaves the focus where the user put it in the meantime', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    stopFocusing = focusNewPageAsItMounts();
    await vi.advanceTimersByTimeAsync(2000);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.focus();

    await mountHeading();
    expect(button).toHaveFocus();
    button.remove();
  });

  it('no longer takes focus once the wait is over, nor after the next navigation stopped it', async () => {
    stopFocusing = focusNewPageAsItMounts();
    await vi.advanceTimersByTimeAsync(LATE_HEADING_MS);
    (document.activeElement as HTMLElement).blur();
    expect(await mountHeading()).not.toHaveFocus();

    main.replaceChildren();
    stopFocusing = focusNewPageAsItMounts();
    await vi.advanceTimersByTimeAsync(2000);
    (document.activeElement as HTMLElement).blur();
    stopFocusing();
    expect(await mountHeading()).not.toHaveFocus();
  });
});
