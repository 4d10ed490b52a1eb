import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeHandlers, janCustomerNumber } from '../features/home/test/home-handlers.ts';
import { storeCardOf } from '../features/insurance-card/test/stored-card.ts';
import { signIn } from '../test/fixtures.ts';
import { menuHandler } from '../test/menu-handler.ts';
import { server } from '../test/msw-server.ts';
import { renderApp } from '../test/render-app.tsx';

function openHome() {
  server.use(menuHandler, ...homeHandlers({}));
  storeCardOf(janCustomerNumber);
  signIn([], { customerNumber: janCustomerNumber, permissions: ['login', 'c-ehic'] });
  return renderApp('/');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home without a network', () => {
  it('shows the stored card first, with a short offline notice, and no "nothing to attend to"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openHome();
    const stored = await screen.findByRole('region', { name: 'Uw zorgpas' });
    expect(within(stored).getByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
    expect(within(stored).getByText(/Opgeslagen op 20-11-2026 om/)).toBeInTheDocument();
    expect(within(stored).getByRole('link', { name: 'Alle zorgpassen en de EHIC' })).toHaveAttribute(
      'href',
      '/zorgpas-ehic',
    );
    expect(screen.getByText('U bent offline')).toBeInTheDocument();
    const greeting = screen.getByRole('heading', { level: 1 });
    // The card comes before anything else of the dashboard.
    expect(stored.compareDocumentPosition(greeting) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Er is op dit moment niets dat uw aandacht vraagt.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uw overzicht' })).not.toBeInTheDocument();
  });

  it('online, home has no offline notice and no stored card', async () => {
    openHome();
    expect(await screen.findByRole('region', { name: 'Uw overzicht' })).toBeInTheDocument();
    expect(screen.queryByText('U bent offline')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uw zorgpas' })).not.toBeInTheDocument();
  });
});
