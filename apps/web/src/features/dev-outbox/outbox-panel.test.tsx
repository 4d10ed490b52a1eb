import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../lib/config/index.ts';
import { signIn, signOut, testConfig } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { latestCode } from './use-outbox.ts';

const items = [
  {
    id: '3',
    channel: 'email' as const,
    to: 'jan@example.nl',
    subject: 'Welkom',
    text: 'Welkom bij Zorgzaam',
    sentAt: '2026-05-12T09:16:00.000Z',
  },
  {
    id: '2',
    channel: 'sms' as const,
    to: '+31612345678',
    text: 'Uw code is K7P2Q',
    code: 'K7P2Q',
    sentAt: '2026-05-12T09:15:00.000Z',
  },
  {
    id: '1',
    channel: 'sms' as const,
    to: '+31612345678',
    text: 'Uw code is AAAAA',
    code: 'AAAAA',
    sentAt: '2026-05-12T09:10:00.000Z',
  },
];

describe('latestCode', () => {
  it('takes the newest message that carries a code', () => {
    expect(latestCode(items)?.code).toBe('K7P2Q');
    expect(latestCode([])).toBeUndefined();
  });
});

describe('OutboxPanel', () => {
  afterEach(() => {
    signOut();
    sessionStorage.clear();
  });

  it('shows the latest code sent, in a polite live region, and collapses by keyboard', async () => {
    setConfig(testConfig({ outboxEnabled: true }));
    server.use(http.get('*/api/dev/outbox', () => HttpResponse.json(items)));
    renderWithProviders(<OutboxPanel />, { path: '/inloggen' });

    const panel = await screen.findByRole('complementary', { name: 'Demo: verzonden codes' });
    expect(await within(panel).findByText('K7P2Q')).toBeInTheDocument();
    expect(within(panel).getByText(/Sms aan \+31612345678/)).toBeInTheDocument();
    expect(panel.querySelector('[aria-live="polite"]')).toHaveTextContent('K7P2Q');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Demo-codes verbergen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Demo-code: K7P2Q' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says so when no code has been sent yet', async () => {
    server.use(http.get('*/api/dev/outbox', () => HttpResponse.json([])));
    renderWithProviders(<OutboxPanel />, { path: '/verificatie' });
    expect(
      await screen.findByText('Nog geen code verzonden. Log in om een code te ontvangen.'),
    ).toBeInTheDocument();
  });

  it('starts closed once logged in, so it does not cover the dashboard, and still offers the code', async () => {
    signIn([]);
    server.use(http.get('*/api/dev/outbox', () => HttpResponse.json(items)));
    renderWithProviders(<OutboxPanel />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: /Demo-code/ }));
    const panel = await screen.findByRole('complementary', { name: 'Demo: verzonden codes' });
    expect(await within(panel).findByText('K7P2Q')).toBeInTheDocument();
  });
});
