import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { policyHandlers } from '../../features/policy/test/policy-fixtures.ts';
import { signIn } from '../../test/fixtures.ts';
import { menuHandler } from '../../test/menu-handler.ts';
import { server } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';

async function openApp() {
  server.use(menuHandler, ...policyHandlers({ years: {} }));
  signIn(['mayReadInsurance', 'mayUpdateInsurance', 'mayReadMemberOffer', 'mayReadInvoice']);
  renderApp('/polisoverzicht');
  // The bar's code loads after the layout's first render.
  const nav = await screen.findAllByRole('navigation', { name: 'Hoofdmenu' });
  const desktop = nav[0]!;
  return within(desktop).findByRole('button', { name: /Mijn polis/ });
}

describe('DesktopMenu', () => {
  it('opens a group only after the pointer rests 100 ms, with primary, secondary items and the tile', async () => {
    const trigger = await openApp();
    const user = userEvent.setup();
    await user.hover(trigger);
    // 50 ms after the pointer arrived: the 100 ms submenu activation delay has not passed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Polisoverzicht',
      'Polis wijzigen',
      'Ledenaanbiedingen',
      expect.stringContaining('Pas uw aanvullende verzekering'),
    ]);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    expect(items[3]).toHaveAttribute('href', '/polis-wijzigen');
  });

  it('is usable by keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const trigger = await openApp();
    const user = userEvent.setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await within(menu).findAllByRole('menuitem');
    // Opened by keyboard, the first item has the focus.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Polisoverzicht' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Polis wijzigen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('leaves out groups the user may not open', async () => {
    const trigger = await openApp();
    const nav = screen.getAllByRole('navigation', { name: 'Hoofdmenu' })[0]!;
    expect(within(nav).getByRole('button', { name: /Mijn betalingen/ })).toBeInTheDocument();
    expect(trigger).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Mijn zorg/ })).not.toBeInTheDocument();
  });
});
